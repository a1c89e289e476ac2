import { sessionStore, STORAGE_PREFIX } from '@offerdesk/runtime';
import { statusFilterLabel } from '../StatusFilter';
import { isSearchableTerm, OFFER_FILTER_STORAGE_KEY, useOfferFilterStore } from '../offerFilterStore';
import { toQuery } from '../useOfferList';

describe('offer filter store', () => {
  beforeEach(() => {
    useOfferFilterStore.getState().reset();
    localStorage.clear();
  });

  it('keeps a filter per tab and stores it under the product prefix', () => {
    useOfferFilterStore.getState().setFilter('sent', { searchTerm: 'elm', sortBy: 'asc' });
    const { sent, received } = useOfferFilterStore.getState().filters;
    expect(sent).toMatchObject({ searchTerm: 'elm', sortBy: 'asc' });
    expect(received).toMatchObject({ searchTerm: '', sortBy: 'dsc' });
    expect(OFFER_FILTER_STORAGE_KEY.startsWith(STORAGE_PREFIX)).toBe(true);
    expect(JSON.parse(localStorage.getItem(OFFER_FILTER_STORAGE_KEY)!).sent.searchTerm).toBe('elm');
  });

  it('forgets the filters on logout', () => {
    sessionStore.setState({ session: { accessToken: 't', userName: 'u', name: 'U', expiresAt: Date.now() + 60_000 } });
    useOfferFilterStore.getState().setFilter('received', { isShowArchived: true });
    sessionStore.getState().logout('user');
    expect(useOfferFilterStore.getState().filters.received.isShowArchived).toBe(false);
    expect(localStorage.getItem(OFFER_FILTER_STORAGE_KEY)).toBeNull();
  });
});

describe('search term and labels', () => {
  it.each([
    ['', true],
    ['a', false],
    [' a ', false],
    ['ab', true],
    ['elm street', true],
  ])('term %j searchable: %s', (term, ok) => expect(isSearchableTerm(term)).toBe(ok));

  it('keeps the previous term while the new one has one character', () => {
    const f = { searchTerm: 'e', sortBy: 'dsc' as const, isShowArchived: false, selectedStatusIds: [160, 159] };
    expect(toQuery(f, 'elm')).toEqual({ searchTerm: 'elm', sortByTerm: 'dsc', isShowArchive: false, selectedOfferStatus: [159, 160] });
  });

  it('labels the closed status filter', () => {
    const st = [
      { id: 159, name: 'Draft' },
      { id: 160, name: 'Sent for Signature' },
      { id: 215, name: 'Accepted' },
    ];
    expect(statusFilterLabel([], st)).toBe('All');
    expect(statusFilterLabel([159], st)).toBe('Draft');
    expect(statusFilterLabel([159, 215], st)).toBe('Draft, Accepted');
    expect(statusFilterLabel([159, 160, 215], st)).toBe('3 selected');
  });
});
