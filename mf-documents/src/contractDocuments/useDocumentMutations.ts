import { mainApi, OFFERS_QUERY_ROOT } from '@offerdesk/shared';
import { shareCompletedDocuments, shareSelectedDocuments } from '@offerdesk/shared/features';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addContractDocument,
  addSmartDocuments,
  markContractDocumentSigned,
  removeSmartDocuments,
  reorderContractDocument,
  resendSmartDoc,
  shareOfferDocuments,
  uploadSignedDocument,
  voidSmartDocuments,
} from './api';
import { documentKeys } from './documentKeys';

export const DOCUMENTS_SHARED = 'Documents shared successfully';
export const DOCUMENT_REMOVED = 'Document removed successfully';

/** Every write of the list; each re-reads the contract's documents when it ends; void and share re-read the offer too. */
export function useDocumentMutations(
  offerId: number,
  contractId: number,
  toast: (message: string) => void,
  alert: (message: string) => void,
) {
  const queryClient = useQueryClient();
  const api = mainApi();
  const refresh = () => queryClient.invalidateQueries({ queryKey: documentKeys.ofContract(contractId) });
  // A refusal shows the server's text (404 on resend or share, 409 on a state change).
  const failed = (e: unknown) => alert(e instanceof Error ? e.message : 'Something went wrong.');
  const opts = { onSettled: refresh, onError: failed };
  // Voiding and sharing move the offer's status (docs/domain/signing.md, "Void"; docs/domain/offers.md, "Share"): its header re-reads too.
  const reloadOffer = () =>
    Promise.all([
      refresh(),
      queryClient.invalidateQueries({ queryKey: OFFERS_QUERY_ROOT }),
      queryClient.invalidateQueries({ queryKey: documentKeys.offer(offerId) }),
    ]);
  return {
    upload: useMutation({ mutationFn: (file: File) => addContractDocument(api, offerId, file), ...opts }),
    addTemplates: useMutation({ mutationFn: (ids: number[]) => addSmartDocuments(api, contractId, ids), ...opts }),
    reorder: useMutation({
      mutationFn: (v: { documentId: number; newOrder: number }) => reorderContractDocument(api, { contractId, ...v }),
      ...opts,
    }),
    remove: useMutation({
      mutationFn: (ids: number[]) => removeSmartDocuments(api, contractId, ids),
      onSettled: refresh,
      onSuccess: () => toast(DOCUMENT_REMOVED),
    }),
    void: useMutation({
      mutationFn: (v: { ids: number[]; reason: string }) => voidSmartDocuments(api, contractId, v.ids, v.reason),
      onError: failed,
      onSettled: reloadOffer,
    }),
    markSigned: useMutation({ mutationFn: (documentId: number) => markContractDocumentSigned(api, { contractId, documentId }), ...opts }),
    uploadSigned: useMutation({
      mutationFn: (v: { documentId: number; file: File }) => uploadSignedDocument(api, { contractId, documentId: v.documentId }, v.file),
      ...opts,
    }),
    resend: useMutation({
      mutationFn: (v: { signSetId: number; party: number; category: string }) => resendSmartDoc(api, { offerId, ...v }),
      onSuccess: () => toast(DOCUMENTS_SHARED),
      ...opts,
    }),
    shareByEmail: useMutation({
      mutationFn: (v: { mailId: string; message: string; documents: number[]; agentName: string }) =>
        shareSelectedDocuments(api, { contractId, ...v }),
      onSuccess: () => toast(DOCUMENTS_SHARED),
      ...opts,
    }),
    shareCompleted: useMutation({
      mutationFn: (v: { parties: number[]; documents: number[]; agentName: string }) =>
        shareCompletedDocuments(api, { contractId, offerId, ...v }),
      onSuccess: () => toast(DOCUMENTS_SHARED),
      ...opts,
    }),
    shareForSignature: useMutation({
      mutationFn: (v: { documents: number[]; parties: number[] }) =>
        shareOfferDocuments(api, {
          offerId,
          contractId,
          documents: v.documents,
          parties: v.parties.map((partyId) => ({ partyId })),
          signingOrder: 1,
          category: 'Session',
        }),
      onSuccess: () => toast(DOCUMENTS_SHARED),
      onSettled: reloadOffer,
    }),
  };
}
export type DocumentMutations = ReturnType<typeof useDocumentMutations>;
