import { TransactionType } from '@offerdesk/shared/domain';
import type { Db } from '../db/db';
import { insertTemplates, type TemplateSeed } from '../features/drafts/formTemplatesRepo';
import { hasFormTemplate, inhouseBrokerageIds, lockForSeeding, usersWithBrokerage } from './seedRepo';
import { seedDocumentTemplates } from './documentTemplates';

/** Broker templates of every in-house brokerage (property type ids of shared PROPERTY_TYPES). */
const BROKER_TEMPLATES: ReadonlyArray<[name: string, propertyTypeId: number | null, transactionTypeId: number]> = [
  ['Residential Resale Purchase Contract', 1, TransactionType.Sale],
  ['Condominium Purchase Contract', 2, TransactionType.Sale],
  ['Multi-Family Purchase Contract', 3, TransactionType.Sale],
  ['Vacant Land Purchase Contract', 4, TransactionType.Sale],
  ['Manufactured Home Purchase Contract', 5, TransactionType.Sale],
  ['Residential Listing Agreement', 1, TransactionType.Listing],
];

/** Each agent's own templates ('My Templates'). */
const AGENT_TEMPLATES: ReadonlyArray<[name: string, propertyTypeId: number, transactionTypeId: number]> = [
  ['My Residential Offer', 1, TransactionType.Sale],
  ['My Residential Offer - Cash', 1, TransactionType.Sale],
  ['My Condo Offer', 2, TransactionType.Sale],
  ['My Vacant Land Offer', 4, TransactionType.Sale],
  ['My Rental Application', 1, TransactionType.Rental],
];

/**
 * Seeds the form templates when the table is empty: broker templates for every in-house brokerage and
 * own templates for every agent, then the document templates and each sale template's documents.
 * Runs on already-seeded databases too (a data folder from before).
 */
export async function seedFormTemplatesIfEmpty(db: Db): Promise<boolean> {
  const seeded = await insertFormTemplatesIfEmpty(db);
  await seedDocumentTemplates(db);
  return seeded;
}

async function insertFormTemplatesIfEmpty(db: Db): Promise<boolean> {
  return db.tx(async (t) => {
    await lockForSeeding(t, 'form_templates');
    if (await hasFormTemplate(t)) return false;
    const brokerages = await inhouseBrokerageIds(t);
    const users = await usersWithBrokerage(t);
    if (!brokerages.length) return false;
    const rows: TemplateSeed[] = [
      ...brokerages.flatMap((b) =>
        BROKER_TEMPLATES.map(([name, propertyTypeId, transactionTypeId]) => ({
          name,
          brokerageId: b.id,
          propertyTypeId,
          transactionTypeId,
        })),
      ),
      ...users.flatMap((u) =>
        AGENT_TEMPLATES.map(([name, propertyTypeId, transactionTypeId]) => ({
          name,
          brokerageId: u.brokerageId,
          ownerUserId: u.id,
          propertyTypeId,
          transactionTypeId,
        })),
      ),
    ];
    await insertTemplates(t, rows);
    return true;
  });
}
