/**
 * What the load benchmark's users need, made through the API's own services as the demo paperwork
 * is (api/src/seed/demoPaperwork.ts): agents of one brokerage, each with offers to list and a draft
 * to save; offers shared for signature with two buyers signing all together, each buyer with a sign
 * link and a party link of its own.
 */
import { PartyRole, OfferStatus, Side, SigningOrder } from '@offerdesk/shared/domain';
import type { TokenSubject } from '../src/auth/token';
import { hashPassword } from '../src/auth/password';
import type { Db } from '../src/db/db';
import { createMlsProvider } from '../src/features/mls/providers';
import { listContractDocuments } from '../src/features/documents/offerDocumentsRepo';
import { CITIES, STREETS } from '../src/seed/demoData';
import { seedFormTemplatesIfEmpty } from '../src/seed/formTemplates';
import { insertOffer, insertParty, insertPerson } from '../src/seed/writers';
import { addTemplateDocuments, documentsByFormTemplate, updateFormTemplates } from '../src/features/documents/documentService';
import { markDocumentAssigned } from '../src/features/documents/documentFieldsService';
import { saveDraft } from '../src/features/drafts/offerDraftService';
import { issuePartyLink } from '../src/features/portal/partyLinks';
import { issueSignToken, shareDocuments } from '../src/features/signing/signingService';
import { consentTextForSet } from '../src/features/signing/signingConsent';
import { giveConsent } from '../src/features/signing/signingConsentService';
import { VALID_DRAFT } from '../src/__tests__/helpers/drafts';
import { seedBenchOffers } from './seedOffers';

/** An agent of the bench brokerage with its own draft. */
export interface LoadAgent extends TokenSubject {
  draftId: number;
}

/** One signer of a shared set: the party's link to its offer and its sign link. */
export interface LoadSigner {
  offerId: number;
  partyId: number;
  partyLink: string;
  signSetId: number;
  signToken: string;
}

/** The wizard's save of the Offer Information step, as the screen posts it. */
export const draftBody = (draftId: number) => ({ ...VALID_DRAFT, id: draftId });

/** `count` agents, each owning `offers` offers and one draft; the form templates of their brokerage. */
export async function seedLoadAgents(db: Db, count: number, offers: number): Promise<LoadAgent[]> {
  const mls = createMlsProvider(db);
  const first = await seedBenchOffers(db, offers);
  const passwordHash = await hashPassword('bench');
  const agents: TokenSubject[] = [first];
  for (let i = 1; i < count; i++) {
    agents.push(await seedBenchOffers(db, offers, { userName: `bench.agent${i}`, brokerageId: first.brokerageId, passwordHash }));
  }
  await seedFormTemplatesIfEmpty(db);
  return Promise.all(agents.map(async (agent) => ({ ...agent, draftId: await saveDraft(db, mls, agent, draftBody(-1)) })));
}

/** An offer of `agent` with two buyers, its template's required documents shared for signature with both (all together). */
async function sharedSet(db: Db, agent: TokenSubject, templateId: number, n: number): Promise<LoadSigner[]> {
  const mls = createMlsProvider(db);
  const [street, designatorId] = STREETS[n % STREETS.length];
  const [city, zipCode] = CITIES[n % CITIES.length];
  const offerId = await insertOffer(db, {
    ownerUserId: agent.userId,
    brokerageId: agent.brokerageId,
    statusId: OfferStatus.draft,
    streetNumber: String(100 + n),
    street,
    designatorId,
    city,
    stateId: 3,
    zipCode,
    offerPrice: 400_000 + n * 100,
  });
  const buyers: number[] = [];
  for (const firstName of ['Lena', 'Omar']) {
    const personId = await insertPerson(db, { firstName, lastName: `Signer${n}`, email: `${firstName.toLowerCase()}.${n}@bench.example` });
    buyers.push(await insertParty(db, { offerId, personId, roleId: PartyRole.Client, sideId: Side.buyer }));
  }
  await updateFormTemplates(db, agent, offerId, [templateId]);
  const required = (await documentsByFormTemplate(db, agent, templateId)).filter((d) => d.isRequired);
  const { contractId } = await addTemplateDocuments(
    db,
    mls,
    agent,
    offerId,
    required.map((d) => ({ documentId: d.id, formTemplateId: templateId })),
  );
  const documents = (await listContractDocuments(db, contractId)).map((d) => d.id);
  for (const documentId of documents) await markDocumentAssigned(db, agent, { contractId, documentId, offerId });
  const set = await shareDocuments(db, agent, {
    offerId,
    contractId,
    documents,
    parties: buyers.map((partyId) => ({ partyId })),
    signingOrder: SigningOrder.AllTogether,
  });
  // The mailed tokens are stored only as hashes: each buyer gets a new sign link and party link here. Each has
  // agreed to do business electronically, as its signing page asks once before the first signature.
  const { version } = await consentTextForSet(db, set.id);
  return Promise.all(
    buyers.map(async (partyId) => {
      const signToken = await issueSignToken(db, set.id, partyId);
      await giveConsent(db, { signSetId: set.id, signToken }, version, { ip: '127.0.0.1', userAgent: 'OfferDesk load bench' });
      return {
        offerId,
        partyId,
        partyLink: new URL(await issuePartyLink(db, { offerId, partyId }), 'http://bench.invalid').searchParams.get('t')!,
        signSetId: set.id,
        signToken,
      };
    }),
  );
}

/**
 * `signers` signers (two a set) of sets shared by the agents in turn, `parallel` sets at a time.
 * Ordered so that the two signers of a set come half the list apart (they seldom sign at once).
 */
export async function seedLoadSigners(db: Db, agents: readonly TokenSubject[], signers: number, parallel = 4): Promise<LoadSigner[]> {
  const templates = await db.query<{ id: number; brokerageId: number }>(
    `select id, brokerage_id as "brokerageId" from form_templates
      where owner_user_id is null and name = 'Residential Resale Purchase Contract'`,
  );
  const templateOf = new Map(templates.map((t) => [t.brokerageId, t.id]));
  const sets = Math.ceil(signers / 2);
  const made: LoadSigner[][] = new Array(sets);
  let next = 0;
  const worker = async () => {
    for (let n = next++; n < sets; n = next++) {
      const agent = agents[n % agents.length];
      made[n] = await sharedSet(db, agent, templateOf.get(agent.brokerageId)!, n);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return [...made.map((s) => s[0]), ...made.map((s) => s[1])];
}
