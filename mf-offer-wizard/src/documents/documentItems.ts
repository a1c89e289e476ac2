/**
 * The Add Documents lists as data: the documents each section offers, the assigned list and what
 * saving it sends. Items are keyed by where they come from: a template document `t:<id>`, an MLS
 * document `m:<object id>`, a stored PDF of the offer `d:<offer document id>`.
 */
import type { AvailableDocument, MlsDocumentRef, OfferDocument } from '@offerdesk/shared/contract';
import { HOA_ADDENDUM_DOCUMENT_TYPE_ID } from '@offerdesk/shared';
import { sortDocuments, type DocumentSortKey } from '@offerdesk/shared/features';

export type SectionKind = 'Required' | 'MLS' | 'Additional';

export interface DocItem {
  /** Unique in the screen; react-sortablejs needs `id`. */
  id: string;
  name: string;
  type: SectionKind;
  documentTypeId: number | null;
  templateId?: number;
  formTemplateId?: number | null;
  mls?: MlsDocumentRef;
  /** Set once the document is assigned on the server. */
  offerDocumentId?: number;
}

export const ASSIGN_AT_LEAST_ONE = 'Please assign at least one document';
export const ADD_HOA_ADDENDUM = 'Please add HOA Addedndum document';
export const CHANGE_TEMPLATE_TEXT =
  'When you change the form template, this will replace all assigned documents with this form template documents. Are you sure want to continue?';

export const templateItem = (d: AvailableDocument, type: SectionKind, formTemplateId: number | null = null): DocItem => ({
  id: `t:${d.documentId ?? d.id}`,
  name: d.name,
  type,
  documentTypeId: d.documentTypeId,
  templateId: d.documentId ?? d.id,
  formTemplateId,
});
export const mlsItem = (m: MlsDocumentRef): DocItem => ({
  id: `m:${m.object_id}`,
  name: m.content_desc || m.object_id,
  type: 'MLS',
  documentTypeId: null,
  mls: m,
});

/** An assigned document of the server as an item (template and MLS documents keep their source key). */
export function offerDocumentItem(d: OfferDocument): DocItem {
  const id = d.documentId ? `t:${d.documentId}` : d.type === 'MLS' && d.externalId ? `m:${d.externalId}` : `d:${d.id}`;
  return {
    id,
    name: d.name,
    type: d.type,
    documentTypeId: d.documentTypeId,
    templateId: d.documentId ?? undefined,
    formTemplateId: d.formTemplateDocuments[0]?.formTemplateId ?? null,
    offerDocumentId: d.id,
    mls: d.type === 'MLS' && d.externalId ? { object_id: d.externalId, content_url: '', content_desc: d.name } : undefined,
  };
}

export interface Sections {
  required: DocItem[];
  mls: DocItem[];
  additional: DocItem[];
}

/**
 * What each section offers, without what is assigned and filtered by the search text: Required are
 * the required documents of the chosen templates, MLS the listing's documents, Additional the
 * other documents of the templates and those of the property type.
 */
export function buildSections(
  templateDocs: ReadonlyArray<{ formTemplateId: number; docs: readonly AvailableDocument[] }>,
  propertyDocs: readonly AvailableDocument[],
  mlsDocs: readonly MlsDocumentRef[],
  assigned: readonly DocItem[],
  search: string,
  sort: DocumentSortKey,
): Sections {
  const taken = new Set(assigned.map((a) => a.id));
  const seen = new Set<string>();
  const keep = (item: DocItem) => {
    if (taken.has(item.id) || seen.has(item.id)) return false;
    seen.add(item.id);
    return !search.trim() || item.name.toLowerCase().includes(search.trim().toLowerCase());
  };
  const required = templateDocs
    .flatMap(({ formTemplateId, docs }) => docs.filter((d) => d.isRequired).map((d) => templateItem(d, 'Required', formTemplateId)))
    .filter(keep);
  const mls = mlsDocs.map(mlsItem).filter(keep);
  const additional = [
    ...templateDocs.flatMap(({ formTemplateId, docs }) =>
      docs.filter((d) => !d.isRequired).map((d) => templateItem(d, 'Additional', formTemplateId)),
    ),
    ...propertyDocs.map((d) => templateItem(d, 'Additional')),
  ].filter(keep);
  return { required: sortDocuments(required, sort), mls: sortDocuments(mls, sort), additional: sortDocuments(additional, sort) };
}

/** The message that stops Next, or null. */
export function assignedProblem(assigned: readonly DocItem[], homeInHoa: boolean): string | null {
  if (!assigned.length) return ASSIGN_AT_LEAST_ONE;
  if (homeInHoa && !assigned.some((a) => a.documentTypeId === HOA_ADDENDUM_DOCUMENT_TYPE_ID)) return ADD_HOA_ADDENDUM;
  return null;
}

/** What saving the assigned list sends: documents to add and server documents to remove. */
export function saveChanges(assigned: readonly DocItem[], onServer: readonly DocItem[]) {
  const now = new Set(assigned.map((a) => a.id));
  const fresh = assigned.filter((a) => a.offerDocumentId === undefined);
  return {
    documentTemplateIds: fresh.filter((a) => a.templateId !== undefined).map((a) => a.templateId!),
    mlsDocuments: fresh.filter((a) => a.mls).map((a) => a.mls!),
    removeIds: onServer.filter((s) => !now.has(s.id) && s.offerDocumentId !== undefined).map((s) => s.offerDocumentId!),
  };
}
