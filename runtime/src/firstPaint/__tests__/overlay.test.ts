/** @jest-environment jsdom */
import {
  createFirstPaintOverlay,
  dismissFirstPaint,
  FIRST_PAINT_ID,
  firstPaintDrawn,
  firstPaintSlot,
  whenFirstPaintDrawn,
} from '../overlay';

const KEY = Symbol.for('offerdesk.firstPaint.v1');

beforeEach(() => {
  document.body.innerHTML = '';
  delete (globalThis as unknown as Record<symbol, unknown>)[KEY];
});

describe('the first paint overlay', () => {
  it('is hidden from assistive technology, and its slot is there while it is shown', () => {
    const { overlay, slot } = createFirstPaintOverlay();
    overlay.append(slot);
    document.body.append(overlay);
    expect(document.getElementById(FIRST_PAINT_ID)?.getAttribute('aria-hidden')).toBe('true');
    expect(firstPaintSlot()).toBe(slot);
    dismissFirstPaint();
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
    expect(firstPaintSlot()).toBeNull();
  });

  it('lets the entry wait until it is drawn, or dismissed', async () => {
    let settled = false;
    const waiting = whenFirstPaintDrawn().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    firstPaintDrawn();
    await waiting;
    expect(settled).toBe(true);
    await expect(whenFirstPaintDrawn()).resolves.toBeUndefined();
  });

  it('settles a wait when it is dismissed before being drawn (an empty list, an error)', async () => {
    const waiting = whenFirstPaintDrawn();
    dismissFirstPaint();
    await expect(waiting).resolves.toBeUndefined();
  });
});
