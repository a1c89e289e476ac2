/**
 * The first paint: a static picture of the first screen, drawn from its early reads (earlyReads.ts)
 * by a small script of the remote that owns the address, before React and the remote's code have
 * loaded. It lies over the page (aria-hidden, not interactive) while the app renders beneath it, and
 * is removed as soon as the screen shows its own content, or anything else happens first.
 *
 * The shell's entry draws the frame (its header, breadcrumb and title) with an empty slot; the
 * remote's script fills the slot. Separate bundles meet here through the document and one global key.
 */

export const FIRST_PAINT_ID = 'offerdesk-first-paint';
const SLOT_ATTRIBUTE = 'data-first-paint-slot';

interface FirstPaintState {
  drawn: boolean;
  waiting: (() => void)[];
}

const KEY = Symbol.for('offerdesk.firstPaint.v1');

function state(): FirstPaintState {
  const g = globalThis as unknown as Record<symbol, FirstPaintState | undefined>;
  return (g[KEY] ??= { drawn: false, waiting: [] });
}

/** The overlay, while it is shown. */
export function firstPaintOverlay(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(FIRST_PAINT_ID);
}

/** An empty overlay (the shell's entry fills its frame); its slot is where the screen's first paint goes. */
export function createFirstPaintOverlay(): { overlay: HTMLElement; slot: HTMLElement } {
  firstPaintOverlay()?.remove();
  const overlay = document.createElement('div');
  overlay.id = FIRST_PAINT_ID;
  // What it shows is also being rendered beneath it, for assistive technology and for use.
  overlay.setAttribute('aria-hidden', 'true');
  const slot = document.createElement('div');
  slot.setAttribute(SLOT_ATTRIBUTE, '');
  return { overlay, slot };
}

/** Where the screen's first paint goes; null once the overlay is gone (the app came first). */
export function firstPaintSlot(): HTMLElement | null {
  return firstPaintOverlay()?.querySelector<HTMLElement>(`[${SLOT_ATTRIBUTE}]`) ?? null;
}

/** The screen's script has drawn its first paint (or given up: it calls dismissFirstPaint). */
export function firstPaintDrawn(): void {
  const s = state();
  s.drawn = true;
  s.waiting.splice(0).forEach((resolve) => resolve());
}

/** Resolves once the first paint is drawn or dismissed. */
export function whenFirstPaintDrawn(): Promise<void> {
  const s = state();
  return s.drawn ? Promise.resolve() : new Promise((resolve) => s.waiting.push(resolve));
}

/** Removes the overlay: the screen shows its own content, the address changed, or something failed. */
export function dismissFirstPaint(): void {
  firstPaintOverlay()?.remove();
  firstPaintDrawn();
}

/** An element of a first paint, its text set as text (never as markup). */
export function firstPaintElement(tag: string, className: string, text?: string): HTMLElement {
  const e = document.createElement(tag);
  e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}
