import { firstPaintElement as el } from '@offerdesk/runtime/first-paint';
import type { OfferListItem } from '@offerdesk/shared/contract';
import { displayedPrice, formatCreatedOn, formatPrice, offerStatusLabel } from '@offerdesk/shared';

/*
 * The Offers page as its first paint draws it: the page's heading, its tabs, a place for the filters
 * and the first cards, with the same measures as OffersPage, OfferGrid and OfferCard (theme colours
 * and type), so the page React renders beneath it takes its place without a shift. Plain DOM built
 * with textContent: no markup from data.
 */

/** Cards drawn: the first two rows at 1280 px (four a row), as OfferGrid's up-front photos. */
export const FIRST_PAINT_CARDS = 8;

export const OFFERS_FIRST_PAINT_CSS = `
.fpo-page{padding:24px}
.fpo-head{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px;margin-bottom:8px}
.fpo-h1{font-size:2rem;font-weight:700;line-height:1.235;margin:0}
.fpo-links{display:flex;gap:24px;color:#1d4e89}
.fpo-tabs{display:flex;border-bottom:1px solid rgba(0,0,0,.12);margin-bottom:20px;height:48px;box-sizing:content-box}
.fpo-tab{display:flex;align-items:center;padding:0 16px;font-size:1rem;font-weight:600;color:rgba(0,0,0,.6)}
.fpo-tab.on{color:#1d4e89;box-shadow:inset 0 -2px #1d4e89}
.fpo-tools{display:flex;align-items:center;gap:12px;height:40px;margin-bottom:16px}
.fpo-tool{background:rgba(0,0,0,.11);border-radius:4px;height:40px}
.fpo-tool:first-child{height:36px}
.fpo-tool:last-child{height:24px}
.fpo-grid{display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(260px,1fr))}
.fpo-card{background:#fff;border:1px solid rgba(0,0,0,.12);border-radius:8px;overflow:hidden;display:flex;flex-direction:column}
.fpo-photo{aspect-ratio:16/9;background:#f5f5f5;overflow:hidden;margin:-1px -1px 0}
.fpo-photo img{width:100%;height:100%;object-fit:cover;display:block}
.fpo-body{flex:1;padding:16px;display:flex;flex-direction:column;gap:4px}
.fpo-addr{font-size:1rem;font-weight:600;line-height:1.3;margin:0}
.fpo-sub,.fpo-row{font-size:.875rem;line-height:1.43;color:rgba(0,0,0,.6)}
.fpo-sub{margin-top:-2px}
.fpo-row span{color:rgba(0,0,0,.87)}
.fpo-price{font-size:1.25rem;font-weight:700;line-height:1.6;margin-top:4px}
.fpo-status{display:flex;flex-wrap:wrap;align-items:center;gap:8px}
.fpo-chip{border:1px solid #bdbdbd;border-radius:16px;padding:2px 7px;font-size:13px;line-height:1.5;color:rgba(0,0,0,.87)}
.fpo-chip.done{background:#2e7d32;border-color:#2e7d32;color:#fff}
.fpo-created{margin-top:auto;padding-top:12px;min-height:31px;display:flex;align-items:center;font-size:.75rem;line-height:1.66;color:rgba(0,0,0,.6)}
@media (max-width:599.95px){
  .fpo-page{padding:16px}
  .fpo-h1{font-size:1.6rem}
  .fpo-grid{grid-template-columns:1fr}
  .fpo-tools{flex-direction:column;align-items:stretch;height:auto}
  .fpo-tool{width:auto!important}
  .fpo-tool:last-child{height:38.5px}
}`;

function row(label: string, value: string): HTMLElement {
  const r = el('div', 'fpo-row', `${label}: `);
  r.append(el('span', '', value));
  return r;
}

/** One offer as OfferCard shows it (photo, address, price, MLS number, property type, status, created). */
export function offerCard(offer: OfferListItem): HTMLElement {
  const address = offer.streetAndCityAddress || offer.fullAddress || 'Address not set';
  const card = el('div', 'fpo-card');
  const photo = el('div', 'fpo-photo');
  if (offer.imageBlobLocation) {
    const img = document.createElement('img');
    img.src = offer.imageBlobLocation;
    img.alt = '';
    img.loading = 'eager';
    img.fetchPriority = 'high';
    img.onerror = () => img.remove();
    photo.append(img);
  }
  const body = el('div', 'fpo-body');
  body.append(el('div', 'fpo-addr', address));
  if (offer.stateAndZip) body.append(el('div', 'fpo-sub', offer.stateAndZip));
  body.append(el('div', 'fpo-price', formatPrice(displayedPrice(offer)) || 'Price not set'));
  if (offer.mlsNumber) body.append(row('MLS Number', offer.mlsNumber));
  body.append(row('Property Type', offer.propertyType || '—'));
  const status = offerStatusLabel(offer);
  const statusRow = el('div', 'fpo-row fpo-status', 'Status:');
  statusRow.append(el('span', status.completed ? 'fpo-chip done' : 'fpo-chip', status.label));
  body.append(statusRow, el('div', 'fpo-created', `Created: ${formatCreatedOn(offer.createdOn)}`));
  card.append(photo, body);
  return card;
}

/** The page around the cards: heading and help links, the two tabs (Sent selected), the filters' place. */
export function offersPage(offers: readonly OfferListItem[]): HTMLElement {
  const page = el('div', 'fpo-page');
  const head = el('div', 'fpo-head');
  const links = el('div', 'fpo-links');
  links.append(el('span', '', 'Training Videos'), el('span', '', 'Feedback'));
  head.append(el('div', 'fpo-h1', 'Offers'), links);
  const tabs = el('div', 'fpo-tabs');
  tabs.append(el('div', 'fpo-tab on', 'Sent Offers'), el('div', 'fpo-tab', 'Received Offers'));
  const tools = el('div', 'fpo-tools');
  // Create An Offer, Search Offers, Sort, Status, Show Archived Offers (OfferFilters at 1280 px).
  for (const width of [159, 354, 250, 240, 182]) {
    const tool = el('div', 'fpo-tool');
    tool.style.width = `${width}px`;
    tools.append(tool);
  }
  const grid = el('div', 'fpo-grid');
  for (const offer of offers.slice(0, FIRST_PAINT_CARDS)) grid.append(offerCard(offer));
  page.append(head, tabs, tools, grid);
  return page;
}
