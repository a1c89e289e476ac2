import { portalOfferExample } from '../../testing/portalOffer';
import { decisionNotice } from '../decisionNotice';

const buyer = portalOfferExample().party!;

describe('decisionNotice: what happened and what comes next, to a client', () => {
  it('says nothing while the client still decides (the seller counter waits for the buyer)', () => {
    expect(decisionNotice(portalOfferExample())).toBeNull();
  });
  it('names a rejection and that nothing can be accepted or countered', () => {
    expect(decisionNotice(portalOfferExample({ statusId: 216 }))).toBe(
      'This offer was rejected: it can no longer be accepted or countered. Alex Morgan can tell you what comes next.',
    );
  });
  it('names an acceptance', () => {
    const o = portalOfferExample();
    expect(decisionNotice(portalOfferExample({ statusId: 225, counterOffers: [{ ...o.counterOffers[0], statusId: 233 }] }))).toBe(
      'The offer is accepted. Alex Morgan takes it from here and will tell you what comes next.',
    );
  });
  it('tells a buyer who signed that the agent takes it on', () => {
    expect(decisionNotice(portalOfferExample({ statusId: 225, counterOffers: [], party: { ...buyer, hasSigned: true } }))).toMatch(
      /^You signed the offer\. Alex Morgan takes it from here/,
    );
  });
  it('says nothing to an agent', () => {
    expect(decisionNotice(portalOfferExample({ statusId: 216, party: { ...buyer, roleId: 4 } }))).toBeNull();
  });
});
