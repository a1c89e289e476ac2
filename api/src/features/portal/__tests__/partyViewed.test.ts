/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { PARTY_LINK_HEADER } from '@offerdesk/shared/contract';
import { SigningOrder } from '@offerdesk/shared/domain';
import { issuePartyLink } from '../partyLinks';
import { signingApp, type ReadyOffer, type SignerLink } from '../../../__tests__/helpers/signingWorld';
import { tokenOf } from '../../../__tests__/helpers/portalWorld';
import { ENGINES } from '../../../__tests__/helpers/testDb';

// Sharing renders each document.
jest.setTimeout(240_000);

describe.each(ENGINES)('viewed is one fact per party on %s', (engine) => {
  const { t, readyOffer, share, linksTo, partyQuery } = signingApp(engine);

  /** Each party's viewed time as the Parties tab (GetById), the Documents/Signing tab (documents and contract parties) show it. */
  async function viewedEverywhere(o: ReadyOffer, partyId: number) {
    const offer = (await t.as('owner', { url: `/offer/GetById/${o.offerId}` })).json() as {
      parties: Array<{ partyId: number; viewedOn: string | null }>;
    };
    const docs = (await t.as('owner', { url: `/offer/getOfferDocumentsBySale/${o.contractId}` })).json() as Array<{
      sharedParties: Array<{ externalId: number; viewedOn: string | null }>;
    }>;
    const contractParties = (await t.as('owner', { url: `/offer/GetOfferPartiesByContract/${o.contractId}` })).json() as Array<{
      partyId: number;
      viewedOn: string | null;
    }>;
    return {
      partiesTab: offer.parties.find((p) => p.partyId === partyId)!.viewedOn,
      documentsTab: docs.map((d) => d.sharedParties.find((p) => p.externalId === partyId)?.viewedOn),
      contractParties: contractParties.find((p) => p.partyId === partyId)!.viewedOn,
    };
  }
  const same = (viewedOn: string | null, documents: number) => ({
    partiesTab: viewedOn,
    documentsTab: Array.from({ length: documents }, () => viewedOn),
    contractParties: viewedOn,
  });
  const viewedActivities = async (offerId: number, partyId: number) =>
    (
      await t.testDb.db.query<{ action: string }>(
        'select action from activities where offer_id = $1 and actor_party_id = $2 and action in ($3, $4) order by id',
        [offerId, partyId, 'offer.viewed', 'signSet.viewed'],
      )
    ).map((r) => r.action);

  it('a party who opens its landing page from its link is viewed, on the Parties tab and the Documents/Signing tab alike, from the first time on', async () => {
    const o = await readyOffer('v1');
    expect((await share(o, { signingOrder: SigningOrder.AllTogether })).statusCode).toBe(200);
    const token = tokenOf(await issuePartyLink(t.testDb.db, { offerId: o.offerId, partyId: o.first }));
    const open = (partyId: number, t_: string | undefined) =>
      t.app.inject({
        method: 'PUT',
        url: `/offer/SetOfferViewedByParty/${o.offerId}/${partyId}`,
        headers: t_ ? { [PARTY_LINK_HEADER]: t_ } : {},
      });

    expect(await viewedEverywhere(o, o.first)).toEqual(same(null, o.documents.length));
    const first = await open(o.first, token);
    expect(first.statusCode).toBe(200);
    const { viewedOn } = first.json() as { viewedOn: string };
    expect(viewedOn).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await viewedEverywhere(o, o.first)).toEqual(same(viewedOn, o.documents.length));
    // Opening again keeps the first time and records nothing more.
    expect((await open(o.first, token)).json().viewedOn).toBe(viewedOn);
    expect(await viewedActivities(o.offerId, o.first)).toEqual(['offer.viewed']);

    // Only the link's own party: another party's id, a foreign or malformed token, or none at all marks nobody.
    const other = await readyOffer('v2');
    const foreign = tokenOf(await issuePartyLink(t.testDb.db, { offerId: other.offerId, partyId: other.first }));
    expect((await open(o.second, token)).statusCode).toBe(404);
    expect((await open(o.second, foreign)).statusCode).toBe(404);
    expect((await open(o.second, 'x'.repeat(43))).statusCode).toBe(404);
    expect((await open(o.second, 'short')).statusCode).toBe(400);
    // No link at all: nobody to mark, the 404 of a missing offer as on every link route.
    expect((await open(o.second, undefined)).statusCode).toBe(404);
    expect(await viewedEverywhere(o, o.second)).toEqual(same(null, o.documents.length));
  });

  it("a signer who opens its signing page is viewed on the Parties tab as on the Documents/Signing tab; each set's opening is recorded once", async () => {
    const o = await readyOffer('v3');
    expect((await share(o, { signingOrder: SigningOrder.AllTogether })).statusCode).toBe(200);
    const [maria] = await linksTo('maria.v3@example.test');
    const view = (c: SignerLink) => t.app.inject({ method: 'PUT', url: `/offer/SetViewedOnByParty?${partyQuery(c)}` });
    const res = await view(maria);
    expect(res.statusCode).toBe(200);
    const { viewedOn } = res.json() as { viewedOn: string };
    expect(await viewedEverywhere(o, o.second)).toEqual(same(viewedOn, o.documents.length));
    expect((await view(maria)).json().viewedOn).toBe(viewedOn);
    expect(await viewedActivities(o.offerId, o.second)).toEqual(['signSet.viewed']);
    // The other signer has opened nothing: not viewed anywhere.
    expect(await viewedEverywhere(o, o.first)).toEqual(same(null, o.documents.length));
  });
});
