/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { DocumentState, OfferStatus, PartyRole, Side, SignerStatus } from '@offerdesk/shared/domain';
import { insertParty, insertPerson } from '../../../seed/writers';
import { tablesFingerprint } from '../../../__tests__/helpers/harness';
import { signingWorld, type ReadyOffer } from '../../../__tests__/helpers/signingWorld';
import { createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';

const TABLES = [
  'offers',
  'offer_parties',
  'offer_reminder_parties',
  'sign_sets',
  'sign_set_documents',
  'sign_set_parties',
  'outbox_emails',
  'activities',
];

// Sharing renders each document; slow on a busy machine.
jest.setTimeout(120_000);

describe.each(ENGINES)('the end of the wizard on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { formTemplates: true });
  }, 300_000);
  afterAll(() => t.close());

  const { readyOffer } = signingWorld(() => t);
  const db = () => t.testDb.db;
  const body = (o: ReadyOffer, extra: Record<string, unknown> = {}) => ({
    offerId: o.offerId,
    contractId: o.contractId,
    documents: o.documents,
    parties: [{ partyId: o.first }, { partyId: o.second }],
    signingOrder: 1,
    sendReminder: true,
    reminderInDays: 3,
    remindTime: '10:30',
    isEnabledAutoForwardAfterBuyerSign: true,
    message: 'Please sign',
    optionalRecipients: [],
    reviewerMessage: null,
    category: 'Offer',
    ...extra,
  });
  const post = (url: string, payload: object, who: 'owner' | 'stranger' | 'receiver' = 'owner') =>
    t.as(who, { method: 'POST', url, payload });
  const put = (url: string, payload?: object, who: 'owner' | 'stranger' | 'receiver' = 'owner') =>
    t.as(who, { method: 'PUT', url, ...(payload ? { payload } : {}) });
  const offerRow = (id: number) =>
    db().one<{
      statusId: number;
      sendReminder: boolean;
      days: number | null;
      time: string | null;
      reviewShare: { documents: number[] } | null;
    }>(
      `select status_id as "statusId", send_reminder as "sendReminder", reminder_in_days as days, to_char(remind_time, 'HH24:MI') as time, review_share as "reviewShare" from offers where id = $1`,
      [id],
    );
  /** A seller-side agent and a Title/Escrow contact with e-mails. */
  async function withMoreParties(o: ReadyOffer) {
    const sellerAgent = await insertParty(db(), {
      offerId: o.offerId,
      personId: await insertPerson(db(), { firstName: 'Sela', lastName: 'Agent', email: `sela.${o.offerId}@agents.test` }),
      roleId: PartyRole.OutsideAgent,
      sideId: Side.seller,
    });
    const title = await insertParty(db(), {
      offerId: o.offerId,
      personId: await insertPerson(db(), { firstName: 'Tina', lastName: 'Title', email: `tina.${o.offerId}@title.test` }),
      roleId: PartyRole.TitleEscrow,
      sideId: Side.buyer,
    });
    return { sellerAgent, title };
  }

  it('ShareOffer: a sign set one by one through the sharing service, the reminder schedule and auto-forward stored, the offer Sent for Signature', async () => {
    const o = await readyOffer('s1');
    const { sellerAgent, title } = await withMoreParties(o);
    const res = await post('/offer/ShareOffer', body(o, { optionalRecipients: [title] }));
    expect(res.statusCode).toBe(200);
    const set = res.json();
    expect(set).toMatchObject({ offerId: o.offerId, signingOrder: 1, status: DocumentState.Shared, category: 'Offer' });
    expect(set.documents.map((d: { id: number }) => d.id)).toEqual(o.documents);
    expect(
      set.parties.map((p: { partyId: number; signOrder: number; signStatus: number }) => [p.partyId, p.signOrder, p.signStatus]),
    ).toEqual([
      [title, 0, SignerStatus.ViewOnly],
      [o.first, 1, SignerStatus.NotSigned],
      [o.second, 2, SignerStatus.NotSigned],
    ]);
    expect(await offerRow(o.offerId)).toEqual({
      statusId: OfferStatus.sentForSignatures,
      sendReminder: true,
      days: 3,
      time: '10:30',
      reviewShare: null,
    });
    const mails = await db().query<{ to: string }>('select to_address as to from outbox_emails where offer_id = $1 order by id', [
      o.offerId,
    ]);
    expect(mails.map((m) => m.to)).toEqual([`lukasz.s1@example.test`, `tina.${o.offerId}@title.test`]);
    const flag = await db().one<{ on: boolean }>('select auto_forward_after_buyer_sign as on from offer_parties where id = $1', [
      sellerAgent,
    ]);
    expect(flag!.on).toBe(true);
    const moved = await db().one<{ n: number }>(
      `select count(*)::int as n from activities where offer_id = $1 and action = 'offer.sentForSignatures'`,
      [o.offerId],
    );
    expect(moved!.n).toBe(1);
    // Shared once: the offer is no longer a draft.
    const again = await post('/offer/ShareOffer', body(o));
    expect([again.statusCode, again.json().message]).toEqual([409, 'This offer is Sent for Signature and cannot be shared for signature.']);
  });

  it('ShareOffer refuses, writing nothing: no documents, no buyer e-mail, reminders out of bounds, a signer without e-mail or field, unknown recipients, strangers', async () => {
    const o = await readyOffer('s2');
    const noBuyerMail = await readyOffer('s3');
    await db().query(
      `update persons set email = null where id in (select person_id from offer_parties where offer_id = $1 and role_id = $2)`,
      [noBuyerMail.offerId, PartyRole.Client],
    );
    const before = await tablesFingerprint(db(), TABLES);
    const cases: Array<
      [string, Promise<{ statusCode: number; json(): { message: string; fields?: Record<string, string> } }>, number, string]
    > = [
      ['no documents', post('/offer/ShareOffer', body(o, { documents: [] })), 400, 'Please select any document(s).'],
      ['no buyer e-mail', post('/offer/ShareOffer', body(noBuyerMail, { parties: [] })), 400, 'Buyer email is missing'],
      ['reminder without days', post('/offer/ShareOffer', body(o, { reminderInDays: null })), 400, 'Enter a number of days from 1 to 999'],
      [
        'signer without e-mail',
        post('/offer/ShareOffer', body(o, { parties: [{ partyId: o.first }, { partyId: o.noEmail }] })),
        400,
        'parties: Email is missing to share.',
      ],
      [
        'unknown optional recipient',
        post('/offer/ShareOffer', body(o, { optionalRecipients: [999999] })),
        400,
        'optionalRecipients: Unknown party.',
      ],
      [
        'a signer also optional',
        post('/offer/ShareOffer', body(o, { optionalRecipients: [o.first] })),
        400,
        'optionalRecipients: A signer is listed as an optional recipient.',
      ],
      ['no signer', post('/offer/ShareOffer', body(o, { parties: [] })), 400, 'parties: Choose at least one signer.'],
      ['stranger', post('/offer/ShareOffer', body(o), 'stranger'), 404, 'Offer not found.'],
      [
        'another offer of the owner with this contract',
        post('/offer/ShareOffer', body(o, { offerId: noBuyerMail.offerId })),
        400,
        'Buyer email is missing',
      ],
    ];
    for (const [name, pending, status, message] of cases) {
      const res = await pending;
      expect([name, res.statusCode]).toEqual([name, status]);
      if (message) expect([name, res.json().message]).toEqual([name, message]);
    }
    const none = await post('/offer/ShareOffer', body(o, { documents: [] }));
    expect(none.json().fields).toEqual({ documents: 'Please select any document(s).' });
    expect((await t.app.inject({ method: 'POST', url: '/offer/ShareOffer', payload: body(o) })).statusCode).toBe(401);
    expect(await tablesFingerprint(db(), TABLES)).toEqual(before);
  });

  it('ShareOffer and SendOfferForReview refuse reminder days outside 1–999 and times outside 09:00–18:00 in the contract, naming the field, writing nothing', async () => {
    const o = await readyOffer('s4');
    const before = await tablesFingerprint(db(), TABLES);
    const cases: Array<[string, unknown]> = [
      ['reminderInDays', 0],
      ['reminderInDays', 1000],
      ['reminderInDays', 'abc'],
      ['reminderInDays', 2.5],
      ['remindTime', '08:59'],
      ['remindTime', '18:01'],
      ['remindTime', 'abc'],
    ];
    for (const url of ['/offer/ShareOffer', '/offer/SendOfferForReview']) {
      for (const [field, value] of cases) {
        const res = await post(url, body(o, { [field]: value }));
        expect([url, field, value, res.statusCode]).toEqual([url, field, value, 400]);
        expect([url, field, value, Object.keys(res.json().fields ?? {})]).toEqual([url, field, value, [field]]);
      }
    }
    expect(await tablesFingerprint(db(), TABLES)).toEqual(before);
    // The bounds themselves are allowed.
    expect((await post('/offer/ShareOffer', body(o, { reminderInDays: 999, remindTime: '09:00' }))).statusCode).toBe(200);
    expect(await offerRow(o.offerId)).toMatchObject({ days: 999, time: '09:00' });
  });

  it('the reviewer: saved with its rules, removed, only on a draft; Send for Review needs one, mails the review link and keeps the share', async () => {
    const o = await readyOffer('r1');
    const noReviewer = await post('/offer/SendOfferForReview', body(o));
    expect([noReviewer.statusCode, noReviewer.json().message]).toEqual([409, 'Add a reviewer before sending the offer for review.']);
    const blank = await put('/offer/saveReviewer', { offerId: o.offerId, reviewerFirstName: ' ', reviewerLastName: '', reviewerEmail: '' });
    expect([blank.statusCode, blank.json().fields]).toEqual([
      400,
      { reviewerFirstName: 'First name is required', reviewerLastName: 'Last name is required', reviewerEmail: 'Email is required' },
    ]);
    const badEmail = await put('/offer/saveReviewer', {
      offerId: o.offerId,
      reviewerFirstName: 'Rita',
      reviewerLastName: 'Review',
      reviewerEmail: 'rita@',
    });
    expect([badEmail.statusCode, badEmail.json().message]).toEqual([400, 'Enter a proper email address']);
    expect(
      (
        await put(
          '/offer/saveReviewer',
          { offerId: o.offerId, reviewerFirstName: 'R', reviewerLastName: 'R', reviewerEmail: 'r@broker.test' },
          'stranger',
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await put(
          '/offer/saveReviewer',
          { offerId: o.offerId, reviewerFirstName: 'R', reviewerLastName: 'R', reviewerEmail: 'r@broker.test' },
          'receiver',
        )
      ).statusCode,
    ).toBe(404);
    const saved = await put('/offer/saveReviewer', {
      offerId: o.offerId,
      reviewerFirstName: ' Rita ',
      reviewerLastName: 'Review',
      reviewerEmail: 'rita@broker.test',
      reviewerMessage: 'Check the price',
    });
    expect([saved.statusCode, saved.json()]).toEqual([
      200,
      {
        offerId: o.offerId,
        reviewerFirstName: 'Rita',
        reviewerLastName: 'Review',
        reviewerEmail: 'rita@broker.test',
        reviewerMessage: 'Check the price',
      },
    ]);
    const removed = await put(`/offer/deleteReviewer/?offerId=${o.offerId}`);
    expect([removed.statusCode, removed.json().reviewerEmail]).toEqual([200, null]);
    expect((await put(`/offer/deleteReviewer?offerId=${o.offerId}`, undefined, 'stranger')).statusCode).toBe(404);
    await put('/offer/saveReviewer', {
      offerId: o.offerId,
      reviewerFirstName: 'Rita',
      reviewerLastName: 'Review',
      reviewerEmail: 'rita@broker.test',
    });

    const noDocs = await post('/offer/SendOfferForReview', body(o, { documents: [] }));
    expect([noDocs.statusCode, noDocs.json().message]).toEqual([400, 'Please select any document(s).']);
    const sent = await post('/offer/SendOfferForReview', body(o, { reviewerMessage: 'Please review' }));
    expect([sent.statusCode, sent.json()]).toEqual([
      200,
      { offerId: o.offerId, statusId: OfferStatus.sentForReview, reviewerEmail: 'rita@broker.test' },
    ]);
    const row = await offerRow(o.offerId);
    expect(row).toMatchObject({ statusId: OfferStatus.sentForReview, sendReminder: true, days: 3, time: '10:30' });
    expect(row!.reviewShare).toMatchObject({
      documents: o.documents,
      parties: [{ partyId: o.first }, { partyId: o.second }],
      signingOrder: 1,
    });
    const mail = await db().one<{ text: string }>('select text_body as text from outbox_emails where to_address = $1', [
      'rita@broker.test',
    ]);
    expect(mail!.text).toMatch(
      new RegExp(`^Please review\\n\\nReview the offer: https?://[^/]+/review-offer/[^?/]+\\?t=[A-Za-z0-9_-]{43}$`),
    );
    expect(await db().one('select count(*)::int as n from sign_sets where offer_id = $1', [o.offerId])).toEqual({ n: 0 });
    const twice = await post('/offer/SendOfferForReview', body(o));
    expect([twice.statusCode, twice.json().message]).toEqual([409, 'This offer is Sent for Review and cannot be sent for review.']);
    expect((await put(`/offer/deleteReviewer?offerId=${o.offerId}`)).statusCode).toBe(409);
    // A reviewer-rejected offer may be sent again.
    await db().query('update offers set status_id = $2 where id = $1', [o.offerId, OfferStatus.reviewerRejected]);
    expect((await post('/offer/SendOfferForReview', body(o))).statusCode).toBe(200);
    expect((await post('/offer/SendOfferForReview', body(o), 'stranger')).statusCode).toBe(404);
  });

  it('customised reminders: subject and message each required, parties of the offer only, the defaults for the rest', async () => {
    const o = await readyOffer('m1');
    const before = await tablesFingerprint(db(), TABLES);
    const blank = await put('/offer/saveCustomizedReminders', {
      offerId: o.offerId,
      reminderParties: [{ partyId: o.first, reminderSubject: ' ', reminderMessage: '' }],
    });
    expect([blank.statusCode, blank.json().fields]).toEqual([
      400,
      { 'reminderParties.0.reminderSubject': 'Subject is required', 'reminderParties.0.reminderMessage': 'Message is required' },
    ]);
    const foreign = await put('/offer/saveCustomizedReminders', {
      offerId: o.offerId,
      reminderParties: [{ partyId: 999999, reminderSubject: 'S', reminderMessage: 'M' }],
    });
    expect([foreign.statusCode, foreign.json().fields]).toEqual([400, { 'reminderParties.0.partyId': 'Unknown party.' }]);
    expect(
      (
        await put(
          '/offer/saveCustomizedReminders',
          { offerId: o.offerId, reminderParties: [{ partyId: o.first, reminderSubject: 'S', reminderMessage: 'M' }] },
          'stranger',
        )
      ).statusCode,
    ).toBe(404);
    expect(await tablesFingerprint(db(), TABLES)).toEqual(before);

    const saved = await put('/offer/saveCustomizedReminders', {
      offerId: o.offerId,
      reminderParties: [
        { partyId: o.first, name: 'Łukasz', email: 'x@y.test', reminderSubject: 'Sign today', reminderMessage: 'The seller is waiting.' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const list = (await t.as('owner', { url: `/offer/GetCustomizedReminders/${o.offerId}` })).json() as Array<{
      partyId: number;
      reminderSubject: string;
      reminderMessage: string;
      isCustomized: boolean;
    }>;
    expect(list.find((r) => r.partyId === o.first)).toMatchObject({
      reminderSubject: 'Sign today',
      reminderMessage: 'The seller is waiting.',
      isCustomized: true,
    });
    expect(list.find((r) => r.partyId === o.second)).toMatchObject({
      reminderSubject: 'Reminder: You have documents to sign',
      reminderMessage: 'Please respond to this email.',
      isCustomized: false,
    });
    const again = await put('/offer/saveCustomizedReminders', {
      offerId: o.offerId,
      reminderParties: [{ partyId: o.first, reminderSubject: 'Second', reminderMessage: 'Again' }],
    });
    expect(again.json().find((r: { partyId: number }) => r.partyId === o.first)).toMatchObject({
      reminderSubject: 'Second',
      reminderMessage: 'Again',
    });
    expect((await t.as('stranger', { url: `/offer/GetCustomizedReminders/${o.offerId}` })).statusCode).toBe(404);
  });
});
