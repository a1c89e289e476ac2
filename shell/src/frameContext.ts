import { createContext, useContext } from 'react';
import type { FrameBridge } from './frameBridge';

/** Present only when the shell runs inside a parent frame. */
export interface FrameSetup {
  bridge: FrameBridge;
  /** The parent's login page, sent along with 'session-expired' when configured. */
  loginUrl?: string;
  /**
   * The parent is a page of this suite on this origin (the agent workspace framing the signing
   * assigner): it is not an embedding. The frame reads the same stored session as its parent, so
   * there is no token hand-off and nothing waits for one.
   */
  sameOrigin?: boolean;
}

export const FrameContext = createContext<FrameSetup | null>(null);
export const useFrame = (): FrameSetup | null => useContext(FrameContext);
