import { LIMITS, type OfferTab, type SortByTerm } from '@offerdesk/shared';
import { safeStorage, sessionStore, STORAGE_PREFIX } from '@offerdesk/runtime';
import { create } from 'zustand';

/** The offer filter (search, sort, archived, statuses), kept separately for sent and received offers. */
export interface OfferFilter {
  searchTerm: string;
  sortBy: SortByTerm;
  isShowArchived: boolean;
  selectedStatusIds: number[];
}

export const DEFAULT_FILTER: OfferFilter = { searchTerm: '', sortBy: 'dsc', isShowArchived: false, selectedStatusIds: [] };

/** Starts with the product prefix, so logout clears it with the rest of the product's storage. */
export const OFFER_FILTER_STORAGE_KEY = `${STORAGE_PREFIX}offerFilters`;

interface OfferFilterState {
  filters: Record<OfferTab, OfferFilter>;
  /** The tab last shown: coming back from an offer returns to it. */
  activeTab: OfferTab;
  setFilter(tab: OfferTab, patch: Partial<OfferFilter>): void;
  setActiveTab(tab: OfferTab): void;
  reset(): void;
}

const fresh = (): Record<OfferTab, OfferFilter> => ({ sent: { ...DEFAULT_FILTER }, received: { ...DEFAULT_FILTER } });

function sanitize(raw: unknown): OfferFilter {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Partial<OfferFilter>;
  return {
    searchTerm: typeof r.searchTerm === 'string' ? r.searchTerm.slice(0, 200) : '',
    sortBy: r.sortBy === 'asc' ? 'asc' : 'dsc',
    isShowArchived: r.isShowArchived === true,
    selectedStatusIds: Array.isArray(r.selectedStatusIds) ? r.selectedStatusIds.filter((n): n is number => Number.isInteger(n)) : [],
  };
}

type Persisted = Pick<OfferFilterState, 'filters' | 'activeTab'>;

const initial = (): Persisted => ({ filters: fresh(), activeTab: 'sent' });

function load(): Persisted {
  const raw = safeStorage.get(OFFER_FILTER_STORAGE_KEY);
  if (!raw) return initial();
  try {
    const parsed = JSON.parse(raw) as Partial<Record<OfferTab, unknown>> & { activeTab?: unknown };
    return {
      filters: { sent: sanitize(parsed.sent), received: sanitize(parsed.received) },
      activeTab: parsed.activeTab === 'received' ? 'received' : 'sent',
    };
  } catch {
    return initial();
  }
}

export const useOfferFilterStore = create<OfferFilterState>((set) => ({
  ...load(),
  setFilter(tab, patch) {
    set((s) => ({ filters: { ...s.filters, [tab]: { ...s.filters[tab], ...patch } } }));
  },
  setActiveTab(activeTab) {
    set({ activeTab });
  },
  reset() {
    set(initial());
  },
}));

useOfferFilterStore.subscribe((s, prev) => {
  if (s.filters !== prev.filters || s.activeTab !== prev.activeTab) {
    safeStorage.set(OFFER_FILTER_STORAGE_KEY, JSON.stringify({ ...s.filters, activeTab: s.activeTab }));
  }
});

// Logout clears the stored copy; forget the in-memory one too so the next user starts clean.
sessionStore.subscribe((s, prev) => {
  if (prev.session && !s.session) {
    useOfferFilterStore.getState().reset();
    safeStorage.remove(OFFER_FILTER_STORAGE_KEY);
  }
});

/** The term a list request carries: empty, or at least offerSearchMinLength characters. */
export const isSearchableTerm = (term: string): boolean => {
  const t = term.trim();
  return t.length === 0 || t.length >= LIMITS.offerSearchMinLength;
};
