import {
  createFirstPaintOverlay,
  FIRST_PAINT_ID,
  forgetEarlyReads,
  startEarlyReads,
  whenFirstPaintDrawn,
} from '@offerdesk/runtime/first-paint';
import { OfferStatus, offerStatusLabel } from '@offerdesk/shared';
import { makeOffer } from '../../testing/offers';
import { OFFERS_PAGE_FIRST_READS } from '../../routeManifest';
import { FIRST_PAINT_CARDS, offerCard, offersPage } from '../offerCards';

const text = (el: Element) => el.textContent?.replace(/\s+/g, ' ').trim();
/** Each line of a card (its body's rows), as a reader sees them. */
const lines = (card: Element) => [...card.querySelectorAll('.fpo-body > *')].map(text);

describe('the Offers page first paint', () => {
  it('draws a card as OfferCard shows it: address, state and zip, price, MLS number, property type, status, created', () => {
    const card = offerCard(makeOffer({ id: 7, statusId: OfferStatus.accepted, imageBlobLocation: 'http://api.test/media/listing/7.svg' }));
    const photos = [...card.querySelectorAll('img')];
    expect(lines(card)).toEqual([
      '107 Elm St, Phoenix',
      'AZ 85004',
      '$425,000',
      'MLS Number: MLS7',
      'Property Type: Single Family',
      `Status:${offerStatusLabel(makeOffer({ statusId: OfferStatus.accepted })).label}`,
      'Created: 3/7/26 9:05am',
    ]);
    expect(photos).toHaveLength(1);
    expect(photos[0].getAttribute('src')).toBe('http://api.test/media/listing/7.svg');
    expect(photos[0].getAttribute('fetchpriority') ?? photos[0].fetchPriority).toBe('high');
    expect(card.querySelector('.fpo-chip.done')).not.toBeNull();
  });

  it('says what OfferCard says for missing data, and draws no photo without one', () => {
    const card = offerCard(makeOffer({ streetAndCityAddress: '', fullAddress: '', offerPrice: null, mlsNumber: null, propertyType: null }));
    const photos = [...card.querySelectorAll('img')];
    expect(text(card)).toContain('Address not set');
    expect(text(card)).toContain('Price not set');
    expect(text(card)).toContain('Property Type: —');
    expect(text(card)).not.toContain('MLS Number');
    expect(photos).toHaveLength(0);
  });

  it('shows data as text, never as markup', () => {
    const card = offerCard(makeOffer({ streetAndCityAddress: '<img src=x onerror="alert(1)">' }));
    expect(card.querySelectorAll('img')).toHaveLength(0);
    expect(text(card)).toContain('<img src=x onerror="alert(1)">');
  });

  it('draws the heading, the tabs with Sent Offers selected and the first two rows of cards', () => {
    const offers = Array.from({ length: 20 }, () => makeOffer());
    const page = offersPage(offers);
    expect(text(page.querySelector('.fpo-h1')!)).toBe('Offers');
    expect([...page.querySelectorAll('.fpo-tab')].map(text)).toEqual(['Sent Offers', 'Received Offers']);
    expect(page.querySelector('.fpo-tab.on')?.textContent).toBe('Sent Offers');
    expect(page.querySelectorAll('.fpo-card')).toHaveLength(FIRST_PAINT_CARDS);
  });
});

describe('firstPaint.js', () => {
  function overlay() {
    const { overlay: o, slot } = createFirstPaintOverlay();
    o.append(slot);
    document.body.append(o);
    return slot;
  }
  const answering = (status: number, body: unknown) =>
    (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
  /** Loads firstPaint.js afresh, as the shell's script element does. */
  const run = () =>
    jest.isolateModulesAsync(async () => {
      await import('../index');
    });

  beforeEach(() => {
    document.body.innerHTML = '';
    delete (globalThis as unknown as Record<symbol, unknown>)[Symbol.for('offerdesk.firstPaint.v1')];
  });
  afterEach(forgetEarlyReads);

  it("draws the page from the entry's early read of the offers into the shell's slot", async () => {
    const slot = overlay();
    startEarlyReads('http://api.test', 'tok', OFFERS_PAGE_FIRST_READS, answering(200, [makeOffer(), makeOffer()]));
    await run();
    await whenFirstPaintDrawn();
    expect(slot.querySelectorAll('.fpo-card')).toHaveLength(2);
    expect(document.getElementById(FIRST_PAINT_ID)).not.toBeNull();
  });

  it.each([
    ['the read is refused', 401, { code: 'unauthorized' }],
    ['there are no offers', 200, []],
  ])('draws nothing and takes the overlay away when %s', async (_, status, body) => {
    overlay();
    startEarlyReads('http://api.test', 'tok', OFFERS_PAGE_FIRST_READS, answering(status, body));
    await run();
    await whenFirstPaintDrawn();
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
  });

  it('takes the overlay away when the entry started no read', async () => {
    overlay();
    await run();
    await whenFirstPaintDrawn();
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
  });
});
