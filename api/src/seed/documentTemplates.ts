import { TransactionType } from '@offerdesk/shared/domain';
import type { Db } from '../db/db';
import { databaseDocumentStore } from '../documents/documentStore';
import { DOCUMENT_TEMPLATES, TEMPLATE_DOCUMENTS, type DocumentTemplateDef } from '../documents/templateLibrary';
import { renderTemplatePdf } from '../documents/templatePdf';

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
  const stored = new Set((await db.query<{ code: string }>('select code from document_templates')).map((r) => r.code));
  // Rendered before the transaction, and only the templates not stored yet.
  const missing = DOCUMENT_TEMPLATES.filter((d) => !stored.has(d.code));
  const pdfs = new Map(await Promise.all(missing.map(async (d) => [d.code, await pdfOf(d)] as const)));
  await db.tx(async (t) => {
    await t.exec('lock table document_templates in exclusive mode');
    const known = new Set((await t.query<{ code: string }>('select code from document_templates')).map((r) => r.code));
    for (const def of DOCUMENT_TEMPLATES) {
      const pdf = pdfs.get(def.code);
      if (known.has(def.code) || !pdf) continue;
      const file = await databaseDocumentStore.put(t, pdf, 'application/pdf');
      await t.query(
        `insert into document_templates (code, name, document_type_id, property_type_ids, file_id, form_layout)
         values ($1, $2, $3, $4, $5, $6::jsonb)`,
        [def.code, def.name, def.documentTypeId, def.propertyTypeIds ? [...def.propertyTypeIds] : null, file.id, JSON.stringify(def.form)],
      );
    }
    await t.query(
      `insert into form_template_documents (form_template_id, document_template_id, is_required, sort_order)
       select ft.id, d.id, s.is_required, s.ord
         from form_templates ft
         cross join json_to_recordset($1::json) as s(code text, is_required boolean, ord int)
         join document_templates d on d.code = s.code
        where ft.transaction_type_id = $2
          and (d.property_type_ids is null or ft.property_type_id is null or ft.property_type_id = any(d.property_type_ids))
          and not exists (select 1 from form_template_documents x where x.form_template_id = ft.id)`,
      [JSON.stringify(TEMPLATE_DOCUMENTS.map(([code, isRequired], ord) => ({ code, is_required: isRequired, ord }))), TransactionType.Sale],
    );
  });
}
