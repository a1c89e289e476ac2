/**
 * The paperwork of the demo offers past draft: what each one's status implies, built through the
 * product's own services so it keeps to the same rules — the brokerage's form template for the
 * property type with its required documents, every field assigned, the documents shared for
 * signature with the buyer and the buyer agent (and the seller agent and the seller once sellers
 * were added), signed by those the status says signed, voided when the status is Voided; sent to the
 * brokerage's reviewer (and rejected by it) when the status says so.
 * Each offer is built as the draft it once was and put back in its seeded status afterwards.
 */
import { OfferStatus, PartyRole, Side, SigningOrder, TransactionType } from '@offerdesk/shared/domain';
import type { TokenSubject } from '../auth/token';
import { newSignToken, signTokenHash } from '../auth/signToken';
import type { LinkBases } from '../config';
import type { Db } from '../db/db';
import { brokerTemplateOf, clientPersonIds, offersWithoutPaperwork, setSeededStatus, type DemoOfferRow } from './seedRepo';
import type { SealKey } from '../pdf/sealPdf';
import type { MlsProvider } from '../features/mls/types';
import { listContractDocuments } from '../features/documents/offerDocumentsRepo';
import { partiesOfOffer, type OfferPartyRow } from '../features/parties/partiesRepo';
import { setTokenHash } from '../features/signing/signSetsRepo';
import { addTemplateDocuments, documentsByFormTemplate, updateFormTemplates } from '../features/documents/documentService';
import { markDocumentAssigned } from '../features/documents/documentFieldsService';
import { signAsParty } from '../features/signing/partySigningService';
import { stampSignedMarks } from '../features/signing/signStamping';
import { giveConsent } from '../features/signing/signingConsentService';
import { consentTextForSet } from '../features/signing/signingConsent';
import { shareDocuments, voidDocuments } from '../features/signing/signingService';
import { saveReviewer, sendOfferForReview } from '../features/sharing/offerSharingService';
import { issueReviewerLink } from '../features/portal/partyLinks';
import { reviewerReject } from '../features/sharing/reviewerService';
import { insertParty } from './writers';

/** How far the signing of an offer went, by its status. */
export type DemoStage =
  'documents' | 'inReview' | 'reviewRejected' | 'shared' | 'inProgress' | 'buyersSigned' | 'sellersAdded' | 'sellersSigned' | 'voided';

/** The stage each status past draft implies (the statuses not named keep documents that were never shared). */
const STAGES: Partial<Record<number, DemoStage>> = {
  [OfferStatus.sentForSignatures]: 'shared',
  [OfferStatus.signingInProgress]: 'inProgress',
  [OfferStatus.signingComplete]: 'buyersSigned',
  [OfferStatus.buyerSigned]: 'buyersSigned',
  [OfferStatus.forwardedToSellerAgent]: 'buyersSigned',
  [OfferStatus.forwardedToBuyerAgent]: 'buyersSigned',
  [OfferStatus.forwardedToBuyer]: 'buyersSigned',
  [OfferStatus.rejected]: 'buyersSigned',
  [OfferStatus.archived]: 'buyersSigned',
  [OfferStatus.forwardedToSeller]: 'sellersAdded',
  [OfferStatus.sellerSigned]: 'sellersSigned',
  [OfferStatus.accepted]: 'sellersSigned',
  [OfferStatus.voided]: 'voided',
  [OfferStatus.sentForReview]: 'inReview',
  [OfferStatus.reviewerRejected]: 'reviewRejected',
};

export const demoStageOf = (statusId: number): DemoStage | null =>
  statusId === OfferStatus.draft ? null : (STAGES[statusId] ?? 'documents');

/** Whether the stage has the sellers as parties and signers. */
export const stageHasSellers = (stage: DemoStage) => stage === 'sellersAdded' || stage === 'sellersSigned';

/** Whether the stage sent the offer to the reviewer (no signing session until the reviewer accepts). */
export const stageIsReview = (stage: DemoStage) => stage === 'inReview' || stage === 'reviewRejected';

export const DEMO_VOID_REASON = 'The buyer asked for a different closing date.';
export const DEMO_REVIEWER = { reviewerFirstName: 'Robin', reviewerLastName: 'Hale', reviewerEmail: 'review.desk@brokerage.example' };

/** The demo offers are built from form templates only: nothing is read from an MLS. */
const NO_MLS: MlsProvider = {
  kind: 'none',
  searchByAddress: async () => [],
  searchByNumber: async () => [],
  getListing: async () => null,
};

export interface DemoPaperworkOptions {
  sealKey: () => SealKey;
  linkBases: LinkBases;
}

type DemoOffer = DemoOfferRow;

type Signer = Pick<OfferPartyRow, 'partyId' | 'firstName' | 'lastName' | 'sideId' | 'roleId'>;

const AGENT_ROLES: readonly number[] = [PartyRole.InhouseAgent, PartyRole.OutsideAgent];
const isSeller = (p: Signer) => p.sideId === Side.seller && p.roleId === PartyRole.Client;

/** The signers of the stage in signing order: buyers, buyer agents, then (with sellers) seller agents and sellers. */
async function signersOf(db: Db, offerId: number, withSellers: boolean): Promise<Signer[]> {
  const parties = (await partiesOfOffer(db, offerId)).filter((p) => p.email);
  const pick = (sideId: number, roles: readonly number[]) => parties.filter((p) => p.sideId === sideId && roles.includes(p.roleId));
  return [
    ...pick(Side.buyer, [PartyRole.Client]),
    ...pick(Side.buyer, AGENT_ROLES),
    ...(withSellers ? [...pick(Side.seller, AGENT_ROLES), ...pick(Side.seller, [PartyRole.Client])] : []),
  ];
}

/** A seller client for an offer whose sellers were added: a demo client not already on the offer. */
async function addSeller(db: Db, offerId: number, clients: readonly number[]) {
  const taken = new Set((await partiesOfOffer(db, offerId)).map((p) => p.personId));
  const personId = clients.find((c) => !taken.has(c));
  if (personId) await insertParty(db, { offerId, personId, roleId: PartyRole.Client, sideId: Side.seller });
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join('');

/**
 * Signs (typed) as the party through a link of its own (the mailed link's token is never stored, only
 * its hash), then stamps the signature, as the API does once it answered: the demo set is whole.
 */
async function signAs(db: Db, options: DemoPaperworkOptions, signSetId: number, signer: Signer, at: Date) {
  const signToken = newSignToken();
  await setTokenHash(db, signSetId, signer.partyId, signTokenHash(signToken));
  const name = [signer.firstName, signer.lastName].filter(Boolean).join(' ') || 'Demo Signer';
  const client = { ip: '127.0.0.1', userAgent: 'OfferDesk demo seed' };
  await giveConsent(db, { signSetId, signToken }, (await consentTextForSet(db, signSetId)).version, client, at);
  await signAsParty(
    db,
    { signSetId, signToken },
    { signature: { type: 'typed', value: name }, initials: { type: 'typed', value: initialsOf(name) } },
    client,
    options.linkBases,
    at,
  );
  await stampSignedMarks(db, options.sealKey, signSetId, options.linkBases);
}

/** Who of the signers has signed at the stage. */
function signedAt(stage: DemoStage, signers: readonly Signer[]): readonly Signer[] {
  if (stage === 'shared' || stage === 'voided' || stageIsReview(stage)) return [];
  if (stage === 'inProgress') return signers.slice(0, 1);
  if (stage === 'sellersAdded') return signers.filter((s) => !isSeller(s));
  return signers;
}

async function buildPaperwork(db: Db, options: DemoPaperworkOptions, offer: DemoOffer, clients: readonly number[]) {
  const stage = demoStageOf(offer.statusId);
  if (!stage) return;
  const agent: TokenSubject = { userId: offer.userId, personId: offer.personId, brokerageId: offer.brokerageId };
  const templateId = await brokerTemplateOf(db, offer.brokerageId, offer.propertyTypeId, TransactionType.Sale);
  if (templateId === undefined) return;
  const template = { id: templateId };
  // Built as the draft it was: the services refuse to change an offer once it left draft.
  await setSeededStatus(db, offer.id, OfferStatus.draft);
  await updateFormTemplates(db, agent, offer.id, [template.id]);
  const required = (await documentsByFormTemplate(db, agent, template.id)).filter((d) => d.isRequired);
  const { contractId } = await addTemplateDocuments(
    db,
    NO_MLS,
    agent,
    offer.id,
    required.map((d) => ({ documentId: d.id, formTemplateId: template.id })),
  );
  if (stageHasSellers(stage)) await addSeller(db, offer.id, clients);
  const documents = (await listContractDocuments(db, contractId)).map((d) => d.id);
  for (const documentId of documents) await markDocumentAssigned(db, agent, { contractId, documentId, offerId: offer.id });

  if (stage === 'documents') return restoreStatus(db, offer);
  const signers = await signersOf(db, offer.id, stageHasSellers(stage));
  const share = {
    offerId: offer.id,
    contractId,
    documents,
    parties: signers.map((s) => ({ partyId: s.partyId })),
    signingOrder: SigningOrder.OneByOne,
  };
  if (stageIsReview(stage)) {
    await saveReviewer(db, agent, { offerId: offer.id, ...DEMO_REVIEWER });
    await sendOfferForReview(db, agent, share, options.linkBases);
    if (stage === 'reviewRejected') {
      const link = new URL(await issueReviewerLink(db, offer.id), 'http://offerdesk.invalid');
      await reviewerReject(db, link.searchParams.get('t')!, link.pathname.split('/').pop()!, options.linkBases);
    }
  } else {
    const set = await shareDocuments(db, agent, share, options.linkBases);
    const signed = signedAt(stage, signers);
    for (const [k, signer] of signed.entries())
      await signAs(db, options, set.id, signer, new Date(Date.now() - (signed.length - k) * 60_000));
    if (stage === 'voided') await voidDocuments(db, agent, { externalId: offer.id, documentIds: documents, message: DEMO_VOID_REASON });
  }
  await restoreStatus(db, offer);
}

/** The seeded status again (the services moved the offer on as they went). */
async function restoreStatus(db: Db, offer: DemoOffer) {
  await setSeededStatus(db, offer.id, offer.statusId);
}

/**
 * Builds the paperwork of every demo offer past draft (right after the demo seed, once the form
 * templates exist), in one transaction.
 */
export async function seedDemoPaperwork(db: Db, options: DemoPaperworkOptions): Promise<void> {
  await db.tx(async (t) => {
    const offers = await offersWithoutPaperwork(t);
    const clients = await clientPersonIds(t);
    for (const offer of offers) await buildPaperwork(t, options, offer, clients);
  });
}
