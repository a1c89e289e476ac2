import { createContext, useContext } from 'react';
import type { FrameBridge } from './frameBridge';

/** Present only when the shell runs inside a parent frame. */
export interface FrameSetup {
  bridge: FrameBridge;
  /** The parent's login page, sent along with 'session-expired' when configured. */
  loginUrl?: string;
}

export const FrameContext = createContext<FrameSetup | null>(null);
export const useFrame = (): FrameSetup | null => useContext(FrameContext);
