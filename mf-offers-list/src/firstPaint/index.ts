import { dismissFirstPaint, firstPaintDrawn, firstPaintSlot, peekEarlyRead, whenImagesShown } from '@offerdesk/runtime/first-paint';
import type { OfferListItem } from '@offerdesk/shared/contract';
import { OFFERS_PAGE_FIRST_READS } from '../routeManifest';
import { OFFERS_FIRST_PAINT_CSS, offersPage } from './offerCards';

/** The longest the app waits for the drawn cards' photos to show before it loads (docs/loading.md#the-first-paint). */
export const PHOTO_WAIT_MS = 500;

/**
 * The Offers page's first paint script (firstPaint.js, named by the route manifest): the shell runs
 * it before React and this remote's code have loaded; it draws the page from the early read of the
 * offers into the shell's overlay. An empty list, an error or a missing read: nothing is drawn, the
 * app shows the page itself.
 */
async function paint(): Promise<void> {
  const answer = await peekEarlyRead(OFFERS_PAGE_FIRST_READS[0]);
  const slot = firstPaintSlot();
  if (!answer || answer.status !== 200 || !slot) return dismissFirstPaint();
  const offers = JSON.parse(answer.body) as OfferListItem[];
  if (!Array.isArray(offers) || !offers.length) return dismissFirstPaint();
  const style = document.createElement('style');
  style.textContent = OFFERS_FIRST_PAINT_CSS;
  slot.append(style, offersPage(offers));
  await whenImagesShown(slot, PHOTO_WAIT_MS);
  firstPaintDrawn();
}

paint().catch(() => dismissFirstPaint());
