/** The form templates an offer uses (offers.form_template_ids) and what choosing its documents reads of it. */
import type { Db } from '../../db/db';

/** What the document choice reads of an offer: its property type, templates and MLS number. */
export interface OfferFacts {
  id: number;
  propertyTypeId: number | null;
  formTemplateIds: number[];
  mlsNumber: string | null;
}

export const offerTemplateFacts = (db: Db, offerId: number) =>
  db.one<OfferFacts>(
    `select id, property_type_id as "propertyTypeId", coalesce(form_template_ids, '{}') as "formTemplateIds", mls_number as "mlsNumber"
       from offers where id = $1`,
    [offerId],
  );

/** The offer's form templates (and its property type, when given). */
export const setOfferFormTemplates = (db: Db, offerId: number, templateIds: readonly number[], propertyTypeId?: number) =>
  db.query(
    'update offers set form_template_ids = $2, property_type_id = coalesce($3, property_type_id), updated_on = now() where id = $1',
    [offerId, templateIds, propertyTypeId ?? null],
  );
