import { TransactionType } from '@offerdesk/shared/domain';
import type { Db } from '../db/db';
import { databaseDocumentStore } from '../files/documentStore';
import { DOCUMENT_TEMPLATES, TEMPLATE_DOCUMENTS, type DocumentTemplateDef } from '../pdf/templateLibrary';
import { renderTemplatePdf } from '../pdf/templatePdf';
import { documentTemplateCodes, giveFormTemplatesDocuments, insertDocumentTemplate, lockForSeeding } from './seedRepo';

/** Rendered once per process: the same template text gives the same document. */
const rendered = new Map<string, Promise<Uint8Array>>();
const pdfOf = (def: DocumentTemplateDef) => {
  if (!rendered.has(def.code)) rendered.set(def.code, renderTemplatePdf(def));
  return rendered.get(def.code)!;
};

/**
 * Stores the shipped document templates (their PDFs) once, and gives every sale form template
 * without documents its documents: the purchase agreement and the lead-based paint disclosure
 * (required; not for vacant land), the additional-terms and home warranty addenda (additional).
 */
export async function seedDocumentTemplates(db: Db): Promise<void> {
  const stored = await documentTemplateCodes(db);
  // Rendered before the transaction, and only the templates not stored yet.
  const missing = DOCUMENT_TEMPLATES.filter((d) => !stored.has(d.code));
  const pdfs = new Map(await Promise.all(missing.map(async (d) => [d.code, await pdfOf(d)] as const)));
  await db.tx(async (t) => {
    await lockForSeeding(t, 'document_templates');
    const known = await documentTemplateCodes(t);
    for (const def of DOCUMENT_TEMPLATES) {
      const pdf = pdfs.get(def.code);
      if (known.has(def.code) || !pdf) continue;
      const file = await databaseDocumentStore.put(t, pdf, 'application/pdf');
      await insertDocumentTemplate(t, {
        code: def.code,
        name: def.name,
        documentTypeId: def.documentTypeId,
        propertyTypeIds: def.propertyTypeIds ? [...def.propertyTypeIds] : null,
        fileId: file.id,
        form: def.form,
      });
    }
    await giveFormTemplatesDocuments(
      t,
      TransactionType.Sale,
      TEMPLATE_DOCUMENTS.map(([code, isRequired], ord) => ({ code, is_required: isRequired, ord })),
    );
  });
}
