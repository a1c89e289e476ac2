/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { OfferStatus, SigningOrder } from '@offerdesk/shared/domain';
import { portalOffer, withLink } from '../../../__tests__/helpers/portalWorld';
import { signingWorld } from '../../../__tests__/helpers/signingWorld';
import { createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';

/**
 * docs/domain/portal.md, "Where mailed links open": with the party portal deployed on its own origin
 * (OFFERDESK_PORTAL_LINK_BASE_URL), every link a party or reviewer gets opens there, sign links open the
 * signing service, and an agent's link opens the agents' app.
 */
const APP = 'https://agents.offerdesk.test';
const PORTAL = 'https://clients.offerdesk.test';
const SIGN = 'https://sign.offerdesk.test';

describe.each(ENGINES)('where mailed links open on %s', (engine) => {
  let t: TestApp;
  const { readyOffer, share } = signingWorld(() => t);
  const mailsTo = (to: string) =>
    t.testDb.db.query<{ subject: string; text: string }>(
      'select subject, text_body as text from outbox_emails where to_address = $1 order by id',
      [to],
    );
  const emailOfParty = async (partyId: number) =>
    (await t.testDb.db.one<{ email: string }>(
      'select p.email from offer_parties op join persons p on p.id = op.person_id where op.id = $1',
      [partyId],
    ))!.email;

  beforeAll(async () => {
    t = await createTestApp(engine, { formTemplates: true, linkBaseUrl: APP, portalLinkBaseUrl: PORTAL, signingLinkBaseUrl: SIGN });
  }, 240_000);
  afterAll(() => t?.close());

  it("opens sign links on the signing service and a buyer client's registration page on the portal", async () => {
    const o = await readyOffer('base');
    expect((await share(o, { signingOrder: SigningOrder.AllTogether })).statusCode).toBe(200);
    const [mail] = await mailsTo('lukasz.base@example.test');
    const sign = new URL(/https?:\/\/\S+\/sign-documents\/\S+/.exec(mail.text)![0]);
    expect(sign.origin).toBe(SIGN);
    const account = new URL(sign.searchParams.get('accounturl')!);
    expect([account.origin, account.pathname]).toEqual([PORTAL, `/client/register/${o.offerId}/${o.first}`]);
  }, 60_000);

  it("mails a party's new link on the portal", async () => {
    const w = await portalOffer(t);
    const res = await t.as('owner', {
      method: 'POST',
      url: '/offer/ResendPartyLink',
      payload: { offerId: w.offerId, partyId: w.parties.buyer },
    });
    expect(res.statusCode).toBe(200);
    const mails = await mailsTo(await emailOfParty(w.parties.buyer));
    expect(mails.at(-1)!.text).toContain(`Open it: ${PORTAL}/view-offer/${w.offerId}/${w.parties.buyer}?t=`);
    expect(mails.at(-1)!.text).not.toContain(APP);
  });

  it("mails the reviewer's link on the portal, and the reviewer's rejection to the agent on the agents' app", async () => {
    const w = await portalOffer(t, OfferStatus.sentForReview);
    const rejected = await withLink(t, w.tokens.reviewer, {
      method: 'PUT',
      url: '/offer/reviewerRejectOffer',
      query: { offerDisplayId: w.displayId },
    });
    expect(rejected.statusCode).toBe(200);
    const toAgent = await t.testDb.db.one<{ text: string }>(
      `select text_body as text from outbox_emails where offer_id = $1 and subject = 'Your offer was rejected by the reviewer'`,
      [w.offerId],
    );
    expect(toAgent!.text).toContain(`${APP}/offer-documents/${w.offerId}`);

    const o = await readyOffer('review');
    const reviewer = 'rita.base@broker.test';
    await t.as('owner', {
      method: 'PUT',
      url: '/offer/saveReviewer',
      payload: { offerId: o.offerId, reviewerFirstName: 'Rita', reviewerLastName: 'Base', reviewerEmail: reviewer },
    });
    const sent = await t.as('owner', {
      method: 'POST',
      url: '/offer/SendOfferForReview',
      payload: { offerId: o.offerId, contractId: o.contractId, documents: o.documents, parties: [{ partyId: o.first }], signingOrder: 1 },
    });
    expect(sent.statusCode).toBe(200);
    const [mail] = await mailsTo(reviewer);
    const { displayId } = (await t.testDb.db.one<{ displayId: string }>('select display_id as "displayId" from offers where id = $1', [
      o.offerId,
    ]))!;
    const link = new URL(/Review the offer: (\S+)$/.exec(mail.text)![1]);
    expect([link.origin, link.pathname]).toEqual([PORTAL, `/review-offer/${displayId}`]);
    expect(link.searchParams.get('t')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  }, 60_000);
});
