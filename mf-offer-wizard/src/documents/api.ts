import type { AddDocumentsBody, AvailableDocument } from '@offerdesk/shared/contract';
import { contract, mainApi, toLoadable, type ApiClient, type Loadable } from '@offerdesk/shared';
import { getDocumentsByPropertyType, getFormTemplates, getOfferDocuments } from '@offerdesk/shared/features';
import { useQueries, useQuery, type QueryClient } from '@tanstack/react-query';
import { useWizardOffer } from '../wizard/useWizardOffer';
import { wizardKeys } from '../wizard/wizardKeys';

/*
 * The Add Documents step's server state: what it reads (query keys from wizardKeys, shared with the
 * stored-progress check) and the reads it repeats after a change.
 */

/** What Add Documents reads before it shows: the offer, the templates, the property type's and MLS documents, the assigned ones. */
export function useAddDocumentsData(offerId: number) {
  const offer = useWizardOffer(offerId);
  const templates = useQuery({
    queryKey: wizardKeys.formTemplates(),
    queryFn: ({ signal }) => getFormTemplates(mainApi(), signal),
    staleTime: Infinity,
  });
  const q = offer.data
    ? {
        propertyTypeId: offer.data.propertyTypeId || 1,
        mlsId: offer.data.mlsNumber ?? null,
        includeHOAAddendum: offer.data.isHomeLocatedInHOA === true,
      }
    : null;
  const propertyDocs = useQuery({
    queryKey: wizardKeys.propertyDocuments(q ?? { propertyTypeId: 0, mlsId: null, includeHOAAddendum: false }),
    queryFn: ({ signal }) => getDocumentsByPropertyType(mainApi(), q!, signal),
    enabled: q !== null,
  });
  const assigned = useQuery({
    queryKey: wizardKeys.offerDocuments(offerId),
    queryFn: ({ signal }) => getOfferDocuments(mainApi(), offerId, signal),
    gcTime: 0,
  });
  const parts = [
    toLoadable(offer, 'The offer could not be loaded.'),
    toLoadable(templates, 'The form templates could not be loaded.'),
    toLoadable(propertyDocs, 'The documents could not be loaded.'),
    toLoadable(assigned, 'The assigned documents could not be loaded.'),
  ];
  const error = parts.find((p) => p.status === 'error');
  const retry = () => [offer, templates, propertyDocs, assigned].forEach((x) => x.error && void x.refetch());
  if (error && error.status === 'error') return { status: 'error' as const, message: error.message, retry };
  if (!offer.data || !templates.data || !propertyDocs.data || !assigned.data) return { status: 'loading' as const, retry };
  return {
    status: 'ready' as const,
    offer: offer.data,
    templates: templates.data,
    propertyDocs: propertyDocs.data,
    assigned: assigned.data,
    retry,
  };
}

/** The documents of each chosen form template (each read once and kept). */
export function useTemplateDocuments(ids: readonly number[]): Loadable<Array<{ formTemplateId: number; docs: AvailableDocument[] }>> {
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: wizardKeys.templateDocuments(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => getDocumentsByFormTemplate(mainApi(), id, signal),
      staleTime: Infinity,
    })),
  });
  const failed = results.find((r) => r.error && !r.isFetching);
  if (failed) return { status: 'error', message: 'The documents of a form template could not be loaded.' };
  if (results.some((r) => !r.data)) return { status: 'loading' };
  return { status: 'ready', data: ids.map((id, i) => ({ formTemplateId: id, docs: results[i].data! })) };
}

/** The offer's assigned documents read afresh (after a save or a template change). */
export const readOfferDocuments = (client: QueryClient, offerId: number) =>
  client.fetchQuery({ queryKey: wizardKeys.offerDocuments(offerId), queryFn: () => getOfferDocuments(mainApi(), offerId), staleTime: 0 });

/** A form template's documents, read once and kept. */
export const readTemplateDocuments = (client: QueryClient, formTemplateId: number) =>
  client.fetchQuery({
    queryKey: wizardKeys.templateDocuments(formTemplateId),
    queryFn: () => getDocumentsByFormTemplate(mainApi(), formTemplateId),
    staleTime: Infinity,
  });

/** GET /formtemplates/getdocumentsbyformtemplate?id&onlyMappingCompleted=true */
export const getDocumentsByFormTemplate = (api: ApiClient, id: number, signal?: AbortSignal) =>
  api.send(contract.documents.byFormTemplate, { signal, query: { id, onlyMappingCompleted: true } });

/** POST /offer/adddocuments: answers the contract id. */
export const addDocuments = (api: ApiClient, body: AddDocumentsBody) => api.send(contract.documents.addDocuments, { body });

/** PUT /offer/changeformtemplate/{offerId}/{templateId} */
export const changeFormTemplate = (api: ApiClient, offerId: number, templateId: number) =>
  api.send(contract.documents.changeFormTemplate, { params: { offerId, templateId } });

/** POST /offer/UpdateFormTemplates */
export const updateFormTemplates = (api: ApiClient, offerId: number, formTemplateIds: number[]) =>
  api.send(contract.documents.updateFormTemplates, { body: { offerId, formTemplateIds } });

/** PUT /offer/RemoveOfferDocuments */
export const removeOfferDocuments = (api: ApiClient, contractId: number, documentIds: number[]) =>
  api.send(contract.documents.removeDocuments, { body: { contractId, documentIds } });

/** POST /offer/AddOfferDocument (multipart PDF, percent progress). */
export const uploadOfferDocument = (api: ApiClient, offerId: number, file: File, onProgress: (percent: number) => void) =>
  api.upload(contract.documents.addOfferDocument, { query: { offerId }, file, fileName: file.name, onProgress });
