import { PartyRole, Side } from '@offerdesk/shared/domain';
import type { Db } from '../../db/db';
import { insertParty, insertPerson } from '../../seed/writers';
import { VALID_DRAFT } from './drafts';
import { createTestApp, type TestApp } from './testApp';
import type { Engine } from './testDb';
import { agreeToSign } from './signingConsent';

const LINK = /\/sign-documents\/([A-Za-z0-9_-]{43})\/(\d+)/;

export interface ReadyOffer {
  offerId: number;
  contractId: number;
  documents: number[];
  first: number;
  second: number;
  noEmail: number;
}

/** The tables a signing writes: a refused signing leaves them as they were. */
export const SIGN_TABLES = [
  'sign_sets',
  'sign_set_documents',
  'sign_set_parties',
  'sign_set_fields',
  'stored_files',
  'activities',
  'outbox_emails',
];

/** A typed signature and its typed initials (the first letter of each word). */
export const typed = (value: string) => ({
  signature: { type: 'typed', value },
  initials: {
    type: 'typed',
    value: value
      .split(' ')
      .map((w) => w[0])
      .join(''),
  },
});

/**
 * The sign-set activities of an offer whose set two signers completed one after the other, each
 * agreeing to sign electronically first and its signature stamped before the next one signed.
 */
export const TWO_SIGNERS_COMPLETE = [
  'signSet.shared',
  'signSet.consented',
  'signSet.signed',
  'signSet.stamped',
  'signSet.consented',
  'signSet.signed',
  'signSet.stamped',
  'signSet.completed',
];

/** The offer's sign-set activities, oldest first. */
export const signSetActions = async (db: Db, offerId: number) =>
  (
    await db.query<{ action: string }>(`select action from activities where offer_id = $1 and action like 'signSet.%' order by id`, [
      offerId,
    ])
  ).map((a) => a.action);

/** A signer's link: its sign set and token. */
export interface SignerLink {
  signSetId: number;
  signToken: string;
}

/**
 * The signing tests' app of one describe block: made in beforeAll with the form templates, closed
 * in afterAll; answers the signing world on it (`t` stands for the app once it is made).
 */
export function signingApp(engine: Engine, timeout = 240_000) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(engine, { formTemplates: true });
  }, timeout);
  afterAll(() => app?.close());
  return signingWorld(() => app!);
}

/** The signing test world of one app (made in beforeAll): offers ready to share, sharing, and the links the outbox holds. */
export function signingWorld(current: () => TestApp) {
  const t = {
    get testDb() {
      return current().testDb;
    },
    get world() {
      return current().world;
    },
    get app() {
      return current().app;
    },
    as: (...args: Parameters<TestApp['as']>) => current().as(...args),
    restart: () => current().restart(),
    /** Runs the stamping the signatures left pending (TestApp.stampSigned). */
    stampSigned: (signSetId?: number) => current().stampSigned(signSetId),
  };
  let templateId: number | undefined;
  const template = async () =>
    (templateId ??= (await t.testDb.db.one<{ id: number }>(
      `select id from form_templates where brokerage_id = $1 and owner_user_id is null and name = 'Residential Resale Purchase Contract'`,
      [t.world.agents.owner.brokerageId],
    ))!.id);

  /** A draft with the template's first two documents, two buyers ('Łukasz', 'Maria') and a buyer without e-mail; every document marked assigned. */
  async function readyOffer(suffix: string): Promise<ReadyOffer> {
    const db = t.testDb.db;
    const formTemplateId = await template();
    const created = await t.as('owner', {
      method: 'POST',
      url: '/offer/createoffer',
      payload: { ...VALID_DRAFT, formTemplateIds: [formTemplateId] },
    });
    if (created.statusCode !== 200) throw new Error(`createoffer: ${created.body}`);
    const { id: offerId } = created.json() as { id: number };
    const templateDocs = (await t.as('owner', { url: `/formtemplates/getdocumentsbyformtemplate?id=${formTemplateId}` })).json() as Array<{
      id: number;
    }>;
    const added = await t.as('owner', {
      method: 'POST',
      url: '/offer/adddocuments',
      payload: { offerId, documentTemplateIds: templateDocs.slice(0, 2).map((d) => d.id), mlsDocuments: [] },
    });
    if (added.statusCode !== 200) throw new Error(`adddocuments: ${added.body}`);
    const docs = (await t.as('owner', { url: `/offer/GetOfferDocumentsByExternalId/${offerId}` })).json() as Array<{
      id: number;
      contractId: number;
    }>;
    const party = async (firstName: string, email: string | undefined) =>
      insertParty(db, {
        offerId,
        personId: await insertPerson(db, { firstName, lastName: `Buyer${suffix}`, email }),
        roleId: PartyRole.Client,
        sideId: Side.buyer,
      });
    const first = await party('Łukasz', `lukasz.${suffix}@example.test`);
    const second = await party('Maria', `maria.${suffix}@example.test`);
    const noEmail = await party('Nomail', undefined);
    // The sellers' holders stay unassigned until the agent marks each document assigned.
    for (const d of docs) {
      const marked = await t.as('owner', {
        method: 'POST',
        url: '/offer/markOfferdocumentassigned',
        payload: { contractId: d.contractId, documentId: d.id, offerId },
      });
      if (marked.statusCode !== 200 || marked.json().requiredFields !== 0) throw new Error(`markOfferdocumentassigned: ${marked.body}`);
    }
    return { offerId, contractId: docs[0].contractId, documents: docs.map((d) => d.id), first, second, noEmail };
  }

  const share = (o: ReadyOffer, extra: Record<string, unknown> = {}) =>
    t.as('owner', {
      method: 'POST',
      url: '/offer/shareDocuments',
      payload: {
        offerId: o.offerId,
        contractId: o.contractId,
        documents: o.documents,
        parties: [{ partyId: o.first }, { partyId: o.second }],
        ...extra,
      },
    });

  /** The links mailed to an address, oldest first: token and sign set id. */
  async function linksTo(email: string) {
    const rows = await t.testDb.db.query<{ text: string }>(
      `select text_body as text from outbox_emails where to_address = $1 order by id`,
      [email],
    );
    // Only the mails that carry a sign link (an address may get portal links too).
    return rows.flatMap((r) => {
      const m = LINK.exec(r.text);
      return m ? [{ signToken: m[1], signSetId: Number(m[2]) }] : [];
    });
  }
  const partyQuery = (c: SignerLink) => `signSetId=${c.signSetId}&signToken=${c.signToken}`;
  const view = (c: SignerLink) => t.app.inject({ url: `/offer/GetSignSetByToken?${partyQuery(c)}` });
  /** Signs through the link (as the browser `userAgent`), having agreed to sign electronically first, as the page asks. */
  const sign = async (c: SignerLink, payload: object, userAgent = 'SignTest/1.0') => {
    await agreeToSign((o) => t.app.inject(o), partyQuery(c), userAgent);
    return t.app.inject({
      method: 'POST',
      url: `/offer/SignDocumentsByParty?${partyQuery(c)}`,
      payload,
      headers: { 'user-agent': userAgent },
    });
  };
  /** Signs through the link, then runs the stamping the signature queued (as the API does once it answered): the set completes only then. */
  const signAndStamp = async (c: SignerLink, payload: object, userAgent?: string) => {
    const res = await sign(c, payload, userAgent);
    await t.stampSigned(c.signSetId);
    return res;
  };
  const decline = (c: SignerLink, reason: string) =>
    t.app.inject({ method: 'POST', url: `/offer/DeclineSignSetByParty?${partyQuery(c)}`, payload: { reason } });
  /** The wizard's Share (POST /offer/ShareOffer) of every document, one by one, with these signers in order. */
  const shareOffer = (o: ReadyOffer, parties: number[], extra: Record<string, unknown> = {}) =>
    t.as('owner', {
      method: 'POST',
      url: '/offer/ShareOffer',
      payload: {
        offerId: o.offerId,
        contractId: o.contractId,
        documents: o.documents,
        parties: parties.map((partyId) => ({ partyId })),
        signingOrder: 1,
        ...extra,
      },
    });
  /** The agent assigns the first document's signature holder whose name matches `role` to the party. */
  async function assignSignature(o: ReadyOffer, role: RegExp, partyId: number) {
    const fields = (await t.as('owner', { url: `/offer/GetOfferDocumentFields/${o.contractId}` })).json() as Array<{
      documentId: number;
      fields: Array<{ name: string; kind: string }>;
    }>;
    const holder = fields[0].fields.find((f) => f.kind === 'Signature' && role.test(f.name))!;
    const assigned = await t.as('owner', {
      method: 'PUT',
      url: '/offer/AssignDocumentField',
      payload: { contractId: o.contractId, documentId: fields[0].documentId, fieldName: holder.name, partyId },
    });
    if (assigned.statusCode !== 200) throw new Error(`AssignDocumentField: ${assigned.body}`);
  }
  /** A seller-side client 'Sami Seller' holding the first document's seller signature. */
  async function sellerHolding(o: ReadyOffer, email: string) {
    const db = t.testDb.db;
    const seller = await insertParty(db, {
      offerId: o.offerId,
      personId: await insertPerson(db, { firstName: 'Sami', lastName: 'Seller', email }),
      roleId: PartyRole.Client,
      sideId: Side.seller,
    });
    await assignSignature(o, /Seller/, seller);
    return seller;
  }
  /** A ready offer with the owner's own buyer-side agent party holding the first document's buyer-agent signature. */
  async function withOwnerParty(suffix: string) {
    const o = await readyOffer(suffix);
    const agentParty = await insertParty(t.testDb.db, {
      offerId: o.offerId,
      personId: t.world.agents.owner.personId,
      roleId: PartyRole.InhouseAgent,
      sideId: Side.buyer,
    });
    await assignSignature(o, /BuyerAgent/, agentParty);
    return { ...o, agentParty };
  }
  return {
    t,
    readyOffer,
    share,
    shareOffer,
    linksTo,
    view,
    partyQuery,
    sign,
    signAndStamp,
    decline,
    assignSignature,
    sellerHolding,
    withOwnerParty,
  };
}
