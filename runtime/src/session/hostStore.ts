import { createStore, useStore } from 'zustand';
import type { ShellEvent } from '../frame/messages';

/** Run-time configuration the host (shell or a brokerage portal through mount()) gives every remote. */
export interface HostConfig {
  apiBase: string;
  docApiBase: string;
  trainingVideosUrl: string;
  feedbackUrl: string;
  /** True when the app runs inside a parent frame (header hidden). */
  embedded: boolean;
  /**
   * True when the host already shows the page title under its breadcrumb (the shell: 'Create
   * Offer'); a remote then does not repeat it. A portal mounting a remote alone leaves it false.
   */
  showsPageTitle: boolean;
  /**
   * The one parent origin allowed to frame the app (from the deployment's frame environments), or
   * null: the signing pages post their viewer messages only there and read messages only from there.
   */
  parentOrigin: string | null;
}

export interface HostState {
  config: HostConfig;
  /** Sends a shell event (create-offer, offer-success, offer-cancelled) to whoever hosts the remote. */
  emit: (event: ShellEvent) => void;
  configure(config: Partial<HostConfig>, emit?: (event: ShellEvent) => void): void;
}

export const DEFAULT_HOST_CONFIG: HostConfig = {
  apiBase: 'http://localhost:4000',
  docApiBase: 'http://localhost:4000/docapi',
  trainingVideosUrl: '',
  feedbackUrl: '',
  embedded: false,
  showsPageTitle: false,
  parentOrigin: null,
};

export const hostStore = createStore<HostState>((set) => ({
  config: DEFAULT_HOST_CONFIG,
  emit: () => undefined,
  configure(config, emit) {
    set((s) => ({ config: { ...s.config, ...config }, emit: emit ?? s.emit }));
  },
}));

export function useHost<T>(selector: (s: HostState) => T): T {
  return useStore(hostStore, selector);
}

// Counted by the bundle benchmark: a second evaluation means a second host store (must stay 1).
const g = globalThis as { __OFFERDESK_HOST_STORE_COPIES__?: number };
g.__OFFERDESK_HOST_STORE_COPIES__ = (g.__OFFERDESK_HOST_STORE_COPIES__ ?? 0) + 1;
