/**
 * The offer's signing reads: every document in one PDF, a party's contract ids through its link,
 * and the contract's parties with their sign status.
 */
import { DocumentState, SignerStatus } from '@offerdesk/shared/domain';
import { PartySignStatus, type ContractParty, type PartyContractIds } from '@offerdesk/shared/contract';
import type { TokenSubject } from '../auth/token';
import type { Db } from '../db/db';
import { pdfWork } from '../documents/pdfPool';
import { invalidState, notFound } from '../http/errors';
import { findOfferAccess } from '../repositories/offersRepo';
import { listContractDocuments, offerOfContract } from '../repositories/offerDocumentsRepo';
import { partiesOfOffer } from '../repositories/partiesRepo';
import { signSetSummaries } from '../repositories/signSetsRepo';
import { currentDocumentPdf } from './currentDocument';
import { readable } from './documentService';
import { partiesOf } from './partyAccess';
import { certificateOf } from './signSetFilesService';
import { OPEN_SIGN_SET_STATES, signerOf } from './signingService';

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * GET /offer/downloadAllDocuments/{offerId}: each document of the offer as it stands (currentDocument.ts:
 * the sealed copy where signed by all, as stamped so far while being signed, else as filled now) —
 * then the certificate of every completed sign set.
 */
export async function allDocumentsPdf(db: Db, agent: TokenSubject, offerId: number): Promise<{ name: string; pdf: Uint8Array }> {
  await readable(db, agent, offerId);
  const contract = await db.one<{ id: number }>('select id from contracts where external_id = $1', [offerId]);
  const documents = contract ? await listContractDocuments(db, contract.id) : [];
  if (!documents.length) throw invalidState('The offer has no documents.');
  const parts: Uint8Array[] = [];
  for (const doc of documents) parts.push(await currentDocumentPdf(db, offerId, doc));
  const completed = await db.query<{ id: number }>('select id from sign_sets where offer_id = $1 and status_id = $2 order by id', [
    offerId,
    DocumentState.Signed,
  ]);
  for (const set of completed) parts.push((await certificateOf(db, agent, set.id)).pdf);
  return { name: `Offer ${offerId} documents`, pdf: await pdfWork('mergePdfs', parts, `Offer ${offerId} documents`) };
}

/**
 * GET /offer/GetOfferContractIdsFromExternalId/{offerId}/{partyId}/{contractId}?signSetId&signToken:
 * the sign set the party's link opens, when the path names that link's offer, party and contract;
 * any other combination is the 404 of a missing sign set.
 */
export async function partyContractIds(
  db: Db,
  path: { offerId: number; partyId: number; contractId: number },
  credentials: { signSetId: number; signToken: string },
): Promise<PartyContractIds> {
  const signer = await signerOf(db, credentials);
  const [set] = await signSetSummaries(db, { id: signer.signSetId });
  if (signer.offerId !== path.offerId || signer.partyId !== path.partyId || set.contractId !== path.contractId)
    throw notFound('Sign set not found.');
  const holds = await db.one<{ n: number }>('select count(*)::int as n from sign_set_fields where sign_set_id = $1 and party_id = $2', [
    set.id,
    signer.partyId,
  ]);
  const sharedOn = iso(set.createdOn);
  return {
    contractId: set.contractId,
    signSetId: set.id,
    signToken: credentials.signToken,
    sharedOn,
    hasSignHolderForParty: holds!.n > 0,
    isPartySigned: signer.signStatus === SignerStatus.Signed,
    hasPendingSignature: OPEN_SIGN_SET_STATES.includes(set.status) && set.parties.some((p) => p.signStatus === SignerStatus.NotSigned),
    documents: set.documents.map((d) => ({ id: d.id, sharedOn })),
  };
}

/** GET /offer/GetOfferPartiesByContract/{contractId}: each party with its status in the newest sign set of the contract holding it (0 when none) and when it viewed the offer. */
export async function contractParties(db: Db, agent: TokenSubject, contractId: number): Promise<ContractParty[]> {
  const offerId = await offerOfContract(db, contractId);
  if (!offerId || !(await findOfferAccess(db, offerId, agent.userId, agent.personId))) throw notFound('Contract not found.');
  const statuses = new Map(
    (
      await db.query<{ partyId: number; signStatus: number }>(
        `select distinct on (sp.party_id) sp.party_id as "partyId", sp.sign_status as "signStatus"
       from sign_set_parties sp join sign_sets s on s.id = sp.sign_set_id
      where s.contract_id = $1 order by sp.party_id, s.id desc`,
        [contractId],
      )
    ).map((r) => [r.partyId, r.signStatus]),
  );
  const viewed = new Map((await partiesOfOffer(db, offerId)).map((p) => [p.partyId, p.viewedOn]));
  return (await partiesOf(db, agent, offerId)).map((p) => {
    const viewedOn = p.partyId === null ? null : viewed.get(p.partyId);
    return {
      ...p,
      signStatus: (p.partyId !== null && statuses.get(p.partyId)) || PartySignStatus.NotApplicable,
      viewedOn: viewedOn ? iso(viewedOn) : null,
    };
  });
}
