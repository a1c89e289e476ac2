import { clearProductStorage, framesBelowAnotherOrigin, type StorageWindow } from './storage';

/** What scoping reads of the page's window (a test passes a plain object). */
export interface FrameSessionWindow extends StorageWindow {
  addEventListener(type: 'pagehide', listener: () => void): void;
}

/**
 * docs/domain/frames.md#framed-sessions: the page that a page of another origin frames directly (the
 * shell in a brokerage portal) keeps its session only as long as its frame. What an earlier frame in
 * this tab left in the frame's session storage is dropped before anything reads it, and the frame's
 * own goes with the frame (pagehide); pages it frames on its own origin share it while it lives.
 * True when the page is such a frame.
 */
export function scopeSessionToFrame(win: FrameSessionWindow = globalThis as unknown as FrameSessionWindow): boolean {
  if (framesBelowAnotherOrigin(win) !== 0) return false;
  clearProductStorage(win);
  win.addEventListener('pagehide', () => clearProductStorage(win));
  return true;
}
