import { create } from 'zustand';

/** What the branded header shows: a Login button when the screen's party is an in-house agent, to the offer it names. */
interface PortalHeaderState {
  loginOfferId: number | null;
  setLoginOffer(offerId: number | null): void;
}

export const usePortalHeader = create<PortalHeaderState>((set) => ({
  loginOfferId: null,
  setLoginOffer: (loginOfferId) => set({ loginOfferId }),
}));
