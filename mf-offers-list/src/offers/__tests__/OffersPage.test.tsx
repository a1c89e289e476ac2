import type { OfferListItem } from '@offerdesk/shared/contract';
import { LIMITS, OfferStatus, OfferType, type OfferTab } from '@offerdesk/shared';
import { contract, exampleOfferLookupData } from '@offerdesk/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { answer, sent, startApiServer } from '../../testing/api';
import { makeOffer, renderOffersPage } from '../../testing/offers';
import { useOfferFilterStore } from '../offerFilterStore';
import { OFFERS_PAGE_FIRST_READS } from '../../routeManifest';

const STATUSES = [
  { id: 159, name: 'Draft' },
  { id: 160, name: 'Sent for Signature' },
  { id: 187, name: 'Archived' },
  { id: 188, name: 'Cancelled' },
  { id: 215, name: 'Accepted' },
  { id: 227, name: 'Forwarded To Seller Agent' },
];

type Page = { items: OfferListItem[]; nextCursor: string | null };
type Failure = { status: number; body: { code: string; message: string } };
const page = (items: OfferListItem[], nextCursor: string | null = null): Page => ({ items, nextCursor });
const failure = (status: number, body: Failure['body']): Failure => ({ status, body });

/** What a route answers: `once` values in call order, then the `always` value. */
function answers<T>(initial: T) {
  let always = initial;
  const queue: (T | Promise<T>)[] = [];
  return {
    once(v: T | Promise<T>) {
      queue.push(v);
      return this;
    },
    always(v: T) {
      always = v;
      queue.length = 0;
    },
    next: (): T | Promise<T> => queue.shift() ?? always,
  };
}
// Each test drives a real client through the HTTP stack (msw); on a busy machine that takes seconds.

const offers = answers<Page | Failure>(page([]));
const unviewed = answers(0);

async function listAnswer() {
  const a = await offers.next();
  if ('status' in a) return HttpResponse.json(a.body, { status: a.status });
  return HttpResponse.json(a.items, { headers: a.nextCursor ? { 'X-Next-Cursor': a.nextCursor } : {} });
}

startApiServer(() => [
  answer(contract.offers.sent, listAnswer),
  answer(contract.offers.received, listAnswer),
  answer(contract.lookups.offerStatuses, () => HttpResponse.json(STATUSES)),
  answer(contract.offers.unviewedCount, async () => HttpResponse.json({ count: await unviewed.next() })),
  answer(contract.offers.markViewed, () => HttpResponse.json({ offerId: 1, viewedOn: '' })),
  answer(contract.offers.archive, () => HttpResponse.json({ id: 1, isArchived: true })),
  // The import dialog loads these when it opens (its own tests cover them).
  answer(contract.lookups.offerLookupData, () => HttpResponse.json(exampleOfferLookupData())),
  answer(contract.formTemplates.list, () => HttpResponse.json([])),
]);

const calls = (tab: OfferTab) => sent(contract.offers[tab]);
/** The list query of the last request, read back into the client's terms. */
const lastQuery = (tab: OfferTab) => {
  const q = new URL(calls(tab).at(-1)!.url).searchParams;
  const statuses = q.get('selectedOfferStatus');
  return {
    searchTerm: q.get('searchTerm') ?? '',
    sortByTerm: q.get('sortByTerm'),
    isShowArchive: q.get('isShowArchive') === 'true',
    selectedOfferStatus: statuses ? statuses.split(',').map(Number) : [],
    pageSize: Number(q.get('pageSize')),
    cursor: q.get('cursor'),
  };
};
const idsSent = (route: (typeof contract.offers)['markViewed' | 'archive']) => sent(route).map((r) => r.url);

beforeEach(() => {
  localStorage.clear();
  useOfferFilterStore.getState().reset();
  offers.always(page([]));
  unviewed.always(0);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('Offers page states', () => {
  it('shows loading, then the ready cards', async () => {
    let resolve!: (v: Page) => void;
    offers.once(new Promise<Page>((r) => (resolve = r)));
    renderOffersPage();
    expect(screen.getByRole('heading', { name: 'Offers' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading offers' })).toBeInTheDocument();

    const offer = makeOffer({
      statusId: OfferStatus.accepted,
      offerPrice: 425000.6,
      mlsNumber: 'AZ123',
      streetAndCityAddress: '12 Elm St, Phoenix',
      stateAndZip: 'AZ 85004',
      createdOn: '2026-03-07T09:05:00',
    });
    await act(async () => resolve(page([offer])));

    const card = screen.getByRole('article', { name: '12 Elm St, Phoenix' });
    expect(within(card).getByText('AZ 85004')).toBeInTheDocument();
    expect(within(card).getByText('$425,001')).toBeInTheDocument();
    expect(within(card).getByText('AZ123')).toBeInTheDocument();
    expect(within(card).getByText(/MLS Number/)).toBeInTheDocument();
    expect(within(card).getByText('Single Family')).toBeInTheDocument();
    expect(within(card).getByText('Accepted').closest('[data-completed]')).not.toBeNull();
    expect(within(card).getByText('Created: 3/7/26 9:05am')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'No photo' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading offers' })).not.toBeInTheDocument();
  });

  it('loads the photos of the first two rows at once, with high priority, and the rest when scrolled near', async () => {
    offers.always(
      page(
        Array.from({ length: 10 }, (_, i) =>
          makeOffer({ streetAndCityAddress: `${i + 1} Elm St, Mesa`, imageBlobLocation: `http://api.test/media/listing/${i}.svg` }),
        ),
      ),
    );
    renderOffersPage();
    await screen.findByRole('article', { name: '10 Elm St, Mesa' });
    const photos = screen.getAllByRole('img', { name: /^Photo of/ });
    expect(photos.map((p) => p.getAttribute('loading'))).toEqual([...Array(8).fill('eager'), 'lazy', 'lazy']);
    expect(photos.map((p) => p.getAttribute('fetchpriority'))).toEqual([...Array(8).fill('high'), 'auto', 'auto']);
  });

  it('hides the MLS Number line when there is none and shows the Archived marker', async () => {
    useOfferFilterStore.getState().setFilter('sent', { isShowArchived: true });
    offers.always(page([makeOffer({ mlsNumber: null, isArchived: true, streetAndCityAddress: '1 Oak Ave, Mesa' })]));
    renderOffersPage();
    const card = await screen.findByRole('article', { name: '1 Oak Ave, Mesa' });
    expect(within(card).queryByText(/MLS Number/)).not.toBeInTheDocument();
    expect(within(card).getByText('Archived')).toBeInTheDocument();
  });

  it('shows the error with the API message and retries', async () => {
    offers.once(failure(500, { code: 'internal', message: 'Something went wrong.' }));
    renderOffersPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong.');

    offers.once(page([makeOffer({ streetAndCityAddress: '9 Pine Rd, Tempe' })]));
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: '9 Pine Rd, Tempe' })).toBeInTheDocument();
    expect(calls('sent')).toHaveLength(2);
  });

  it("says 'No offers found' when the list is empty", async () => {
    renderOffersPage('/home');
    expect(await screen.findByText('No offers found')).toBeInTheDocument();
  });

  it('pages on with the cursor (Load more)', async () => {
    offers.once(page([makeOffer({ streetAndCityAddress: 'A St' })], 'c1'));
    offers.once(page([makeOffer({ streetAndCityAddress: 'B St' })], null));
    renderOffersPage();
    await screen.findByRole('article', { name: 'A St' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'B St' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'A St' })).toBeInTheDocument();
    expect(lastQuery('sent')).toMatchObject({ cursor: 'c1', pageSize: LIMITS.offerPageSize });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('First reads', () => {
  it('are exactly the reads its route manifest lets the shell start early', async () => {
    renderOffersPage();
    const first = () => [calls('sent')[0], sent(contract.lookups.offerStatuses)[0], sent(contract.offers.unviewedCount)[0]];
    await waitFor(() => expect(first().every(Boolean)).toBe(true));
    const read = first().map((r) => {
      const url = new URL(r.url);
      return url.pathname + url.search;
    });
    expect(read.sort()).toEqual([...OFFERS_PAGE_FIRST_READS].sort());
  });
});

describe('Received tab badge', () => {
  it("shows '99+' for 150 unviewed received offers", async () => {
    unviewed.always(150);
    renderOffersPage();
    const tab = screen.getByRole('tab', { name: /Received Offers/ });
    expect(await within(tab).findByText('99+')).toBeInTheDocument();
  });

  it('is hidden at 0', async () => {
    unviewed.always(0);
    renderOffersPage();
    await waitFor(() => expect(sent(contract.offers.unviewedCount)).not.toHaveLength(0));
    const tab = screen.getByRole('tab', { name: /Received Offers/ });
    expect(tab).toHaveTextContent(/^Received Offers$/);
    expect(within(tab).getByTestId('received-badge').querySelector('.MuiBadge-invisible')).not.toBeNull();
  });
});

describe('Filters', () => {
  it('does not search for one character and searches 600 ms after two', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderOffersPage();
    await act(async () => undefined);
    expect(calls('sent')).toHaveLength(1);
    expect(lastQuery('sent')).toMatchObject({ searchTerm: '', sortByTerm: 'dsc', isShowArchive: false, selectedOfferStatus: [] });

    await user.type(screen.getByRole('searchbox', { name: 'Search Offers' }), 'e');
    await act(async () => jest.advanceTimersByTime(LIMITS.offerListDebounceMs * 2));
    expect(calls('sent')).toHaveLength(1);

    await user.type(screen.getByRole('searchbox', { name: 'Search Offers' }), 'l');
    await act(async () => jest.advanceTimersByTime(LIMITS.offerListDebounceMs - 1));
    expect(calls('sent')).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(1));
    expect(calls('sent')).toHaveLength(2);
    expect(lastQuery('sent')).toMatchObject({ searchTerm: 'el' });
  });

  it('debounces sort, archived and status changes into one request and aborts a stale one', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderOffersPage();
    await act(async () => undefined);

    await user.click(screen.getByRole('checkbox', { name: 'Show Archived Offers' }));
    await user.click(screen.getByRole('combobox', { name: 'Sort' }));
    await user.click(await screen.findByRole('option', { name: 'Created Date: Oldest First' }));
    expect(calls('sent')).toHaveLength(1);
    // This query's answer is still under way when the next filter change is applied.
    offers.once(new Promise<Page>(() => undefined));
    await act(async () => jest.advanceTimersByTime(LIMITS.offerListDebounceMs));
    expect(calls('sent')).toHaveLength(2);
    expect(lastQuery('sent')).toMatchObject({ sortByTerm: 'asc', isShowArchive: true });
    const firstSignal = calls('sent')[1].signal;

    // The status filter lists the API's statuses minus the hidden ones of the sent tab.
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status).toHaveTextContent('All');
    await user.click(status);
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByText('Archived')).not.toBeInTheDocument();
    expect(within(listbox).queryByText('Cancelled')).not.toBeInTheDocument();
    await user.click(within(listbox).getByRole('option', { name: 'Draft' }));
    await user.click(within(listbox).getByRole('option', { name: 'Accepted' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Draft, Accepted');
    await act(async () => jest.advanceTimersByTime(LIMITS.offerListDebounceMs));
    expect(calls('sent')).toHaveLength(3);
    expect(lastQuery('sent')).toMatchObject({ selectedOfferStatus: [159, 215] });
    expect(firstSignal.aborted).toBe(true);
  });

  it('keeps each tab its own filters', async () => {
    const user = userEvent.setup();
    renderOffersPage();
    await screen.findByText('No offers found');
    await user.type(screen.getByRole('searchbox', { name: 'Search Offers' }), 'elm');

    await user.click(screen.getByRole('tab', { name: /Received Offers/ }));
    expect(screen.getByRole('searchbox', { name: 'Search Offers' })).toHaveValue('');
    await waitFor(() => expect(calls('received')).toHaveLength(1));
    expect(lastQuery('received')).toMatchObject({ searchTerm: '' });
    // The received filter hides draft and the other received-hidden statuses.
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByText('Draft')).not.toBeInTheDocument();
    expect(within(listbox).getByText('Forwarded To Seller Agent')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('tab', { name: 'Sent Offers' }));
    expect(screen.getByRole('searchbox', { name: 'Search Offers' })).toHaveValue('elm');
    await waitFor(() => expect(lastQuery('sent')).toMatchObject({ searchTerm: 'elm' }));
  });
});

describe('Actions', () => {
  const openActions = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
    const card = await screen.findByRole('article', { name });
    await user.click(within(card).getByRole('button', { name: `Actions for ${name}` }));
    return screen.findByRole('menu');
  };
  const itemsOf = (menu: HTMLElement) =>
    within(menu)
      .getAllByRole('menuitem')
      .map((m) => m.textContent);

  it('archives a sent offer: toast for 2 s, the offer leaves the list, the list refreshes', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const offer = makeOffer({ id: 41, statusId: OfferStatus.sentForSignatures, streetAndCityAddress: '41 Elm St' });
    offers.once(page([offer, makeOffer({ streetAndCityAddress: '42 Elm St' })]));
    renderOffersPage();
    const menu = await openActions(user, '41 Elm St');
    expect(itemsOf(menu)).toEqual(['View', 'Archive']);
    offers.once(page([makeOffer({ streetAndCityAddress: '42 Elm St' })]));
    await user.click(within(menu).getByRole('menuitem', { name: 'Archive' }));

    expect(idsSent(contract.offers.archive)).toEqual([expect.stringMatching(/\/offer\/archiveOffer\/41$/)]);
    expect(await screen.findByText('Offer archived successfully')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: '41 Elm St' })).not.toBeInTheDocument();
    expect(calls('sent')).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(LIMITS.offerListDebounceMs));
    expect(calls('sent')).toHaveLength(2);
    expect(screen.getByRole('article', { name: '42 Elm St' })).toBeInTheDocument();

    await act(async () => jest.advanceTimersByTime(LIMITS.toastMs + 500));
    expect(screen.queryByText('Offer archived successfully')).not.toBeInTheDocument();

    // The next filter change starts again from a first page of the normal size.
    await user.click(screen.getByRole('checkbox', { name: 'Show Archived Offers' }));
    await act(async () => jest.advanceTimersByTime(LIMITS.offerListDebounceMs));
    expect(lastQuery('sent')).toMatchObject({ isShowArchive: true, pageSize: LIMITS.offerPageSize });
  });

  it('offers Complete Offer on a draft and routes to it', async () => {
    const user = userEvent.setup();
    offers.once(page([makeOffer({ id: 7, statusId: OfferStatus.draft, streetAndCityAddress: '7 Elm St' })]));
    renderOffersPage();
    const menu = await openActions(user, '7 Elm St');
    expect(itemsOf(menu)).toEqual(['View', 'Complete Offer', 'Archive']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Complete Offer' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/create-offer/7');
  });

  it('Create An Offer opens the MLS import dialog; Enter Manually routes to /create-offer', async () => {
    const user = userEvent.setup();
    renderOffersPage();
    await user.click(screen.getByRole('button', { name: 'Create An Offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Offer' });
    expect(within(dialog).getByRole('textbox', { name: 'MLS Number or Property Address' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enter Manually' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/create-offer$/);
  });

  it('viewing an unviewed received offer marks it viewed, clears the marker and lowers the badge', async () => {
    const user = userEvent.setup();
    useOfferFilterStore.getState().setActiveTab('received');
    unviewed.always(2);
    unviewed.once(3);
    const offer = makeOffer({
      id: 5,
      offerTypeId: OfferType.received,
      statusId: OfferStatus.forwardedToSellerAgent,
      isViewed: false,
      streetAndCityAddress: '5 Elm St',
    });
    offers.once(page([offer]));
    renderOffersPage();
    const card = await screen.findByRole('article', { name: '5 Elm St' });
    expect(within(card).getByText('new')).toBeInTheDocument();
    const tab = screen.getByRole('tab', { name: /Received Offers/ });
    expect(await within(tab).findByText('3')).toBeInTheDocument();

    const menu = await openActions(user, '5 Elm St');
    expect(itemsOf(menu)).toEqual(['View']);
    await user.click(within(menu).getByRole('menuitem', { name: 'View' }));

    expect(idsSent(contract.offers.markViewed)).toEqual([expect.stringMatching(/\/offer\/markReceivedOfferAsViewed\?offerId=5$/)]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/offer-documents/5'));
    expect(within(card).queryByText('new')).not.toBeInTheDocument();
    expect(await within(tab).findByText('2')).toBeInTheDocument();
  });

  it('offers only View on received cards; two offers of one listing link to their comparison from the card', async () => {
    const user = userEvent.setup();
    useOfferFilterStore.getState().setActiveTab('received');
    const received = (id: number, mlsNumber: string) =>
      makeOffer({
        id,
        offerTypeId: OfferType.received,
        statusId: OfferStatus.forwardedToSellerAgent,
        mlsNumber,
        streetAndCityAddress: `${id} Elm St`,
      });
    offers.always(page([received(7, '6120451'), received(8, '6120451'), received(9, '7000001')]));
    renderOffersPage();
    const card = await screen.findByRole('article', { name: '7 Elm St' });
    expect(within(screen.getByRole('article', { name: '9 Elm St' })).queryByRole('link')).toBeNull();
    const menu = await openActions(user, '7 Elm St');
    expect(itemsOf(menu)).toEqual(['View']);
    await user.keyboard('{Escape}');
    await user.click(within(card).getByRole('link', { name: 'Compare offers for this listing' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/compare-offers/7'));
  });

  it('viewing a viewed offer does not mark it again', async () => {
    const user = userEvent.setup();
    offers.once(page([makeOffer({ id: 8, streetAndCityAddress: '8 Elm St' })]));
    renderOffersPage();
    const menu = await openActions(user, '8 Elm St');
    await user.click(within(menu).getByRole('menuitem', { name: 'View' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/offer-documents/8');
    expect(sent(contract.offers.markViewed)).toHaveLength(0);
  });
});
