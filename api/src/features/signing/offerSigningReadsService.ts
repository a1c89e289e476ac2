/**
 * The offer's signing reads: every document in one PDF, a party's contract ids through its link,
 * and the contract's parties with their sign status.
 */
import { SignerStatus } from '@offerdesk/shared/domain';
import { PartySignStatus, type ContractParty, type PartyContractIds } from '@offerdesk/shared/contract';
import type { TokenSubject } from '../../auth/token';
import type { Db } from '../../db/db';
import { pdfWork } from '../../pdf/pdfPool';
import { invalidState, notFound } from '../../http/errors';
import { findContractOfOffer, listContractDocuments } from '../documents/offerDocumentsRepo';
import { partiesOfOffer } from '../parties/partiesRepo';
import { signSetSummaries } from './signSetsRepo';
import { holderCountOfParty, newestSignStatusesOfContract, signedSetIdsOfOffer } from './signingRepo';
import { currentDocumentPdf } from '../documents/currentDocument';
import { readable, readableContract } from '../documents/documentService';
import { partiesOf } from '../parties/partyAccess';
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
  const contractId = await findContractOfOffer(db, offerId);
  const documents = contractId ? await listContractDocuments(db, contractId) : [];
  if (!documents.length) throw invalidState('The offer has no documents.');
  const parts: Uint8Array[] = [];
  for (const doc of documents) parts.push(await currentDocumentPdf(db, offerId, doc));
  for (const setId of await signedSetIdsOfOffer(db, offerId)) parts.push((await certificateOf(db, agent, setId)).pdf);
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
  const holds = await holderCountOfParty(db, set.id, signer.partyId);
  const sharedOn = iso(set.createdOn);
  return {
    contractId: set.contractId,
    signSetId: set.id,
    signToken: credentials.signToken,
    sharedOn,
    hasSignHolderForParty: holds > 0,
    isPartySigned: signer.signStatus === SignerStatus.Signed,
    hasPendingSignature: OPEN_SIGN_SET_STATES.includes(set.status) && set.parties.some((p) => p.signStatus === SignerStatus.NotSigned),
    documents: set.documents.map((d) => ({ id: d.id, sharedOn })),
  };
}

/** GET /offer/GetOfferPartiesByContract/{contractId}: each party with its status in the newest sign set of the contract holding it (0 when none) and when it viewed the offer. */
export async function contractParties(db: Db, agent: TokenSubject, contractId: number): Promise<ContractParty[]> {
  const offerId = await readableContract(db, agent, contractId);
  const statuses = await newestSignStatusesOfContract(db, contractId);
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
