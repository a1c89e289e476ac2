import type { DocumentFields, OfferDetail, OfferDocument } from '@offerdesk/shared/contract';
import { mainApi } from '@offerdesk/shared';
import { getOfferDocumentFields, getOfferDocumentsByContract } from '@offerdesk/shared/features';
import { useQuery } from '@tanstack/react-query';
import { useWizardOffer } from './useWizardOffer';
import { wizardKeys } from './wizardKeys';

export type SigningDocuments =
  | { status: 'loading' }
  | { status: 'error'; retry(): void }
  | { status: 'ready'; offer: OfferDetail; documents: OfferDocument[]; fields: DocumentFields[] };

/** The offer, its contract's documents and their signing holders (Document Review and Share read the same three). */
export function useOfferDocumentsForSigning(offerId: number): SigningDocuments {
  const offer = useWizardOffer(offerId);
  const contractId = offer.data?.contractId ?? 0;
  const documents = useQuery({
    queryKey: wizardKeys.contractDocuments(contractId),
    queryFn: ({ signal }) => getOfferDocumentsByContract(mainApi(), contractId, undefined, signal),
    enabled: contractId > 0,
    gcTime: 0,
  });
  const fields = useQuery({
    queryKey: wizardKeys.documentFields(contractId),
    queryFn: ({ signal }) => getOfferDocumentFields(mainApi(), contractId, signal),
    enabled: contractId > 0,
    gcTime: 0,
  });
  const all = [offer, documents, fields];
  if (all.some((q) => q.isError)) return { status: 'error', retry: () => all.forEach((q) => void q.refetch()) };
  if (offer.isPending || (contractId > 0 && (documents.isPending || fields.isPending))) return { status: 'loading' };
  return {
    status: 'ready',
    offer: offer.data!,
    documents: contractId > 0 ? documents.data! : [],
    fields: contractId > 0 ? fields.data! : [],
  };
}
