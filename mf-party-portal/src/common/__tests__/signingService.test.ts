import { hostStore } from '@offerdesk/runtime';
import { documentPreviewUrl } from '../signingService';

const LINK = 'L'.repeat(43);

describe('documentPreviewUrl', () => {
  afterEach(() => hostStore.getState().configure({ signingServiceUrl: undefined } as never));

  it("carries the page's own link (offer, party, t) so that the preview reads by it, on the configured signing service", () => {
    hostStore.getState().configure({ signingServiceUrl: 'https://offers.example.com/' } as never);
    expect(documentPreviewUrl(7, null, { offerId: 12, partyId: 34, t: LINK })).toBe(
      `https://offers.example.com/document-preview/7?offerId=12&partyId=34&t=${LINK}`,
    );
    expect(documentPreviewUrl(7, 3, { offerId: 12, t: LINK })).toBe(`https://offers.example.com/document-preview/7/3?offerId=12&t=${LINK}`);
  });

  it('adds nothing without a link token (an agent party reads with its own session)', () => {
    expect(documentPreviewUrl(7, 3, { offerId: 12, partyId: 34 })).toBe(`${window.location.origin}/document-preview/7/3`);
  });
});
