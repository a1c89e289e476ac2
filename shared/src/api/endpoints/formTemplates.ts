/** Shared: the offer wizard's Add Documents step and the offers list's MLS import both read and group the form templates. */
import type { FormTemplate } from '@offerdesk/shared/contract';
import { TransactionType, contract, type ApiClient } from '@offerdesk/shared';

/** GET /formtemplates. */
export const getFormTemplates = (api: ApiClient, signal?: AbortSignal) => api.send(contract.formTemplates.list, { signal });

export interface GroupedFormTemplates {
  /** The agent's own templates for sales of the chosen property type. */
  myTemplates: FormTemplate[];
  /** The brokerage's templates for sales, those of the chosen property type first. */
  brokerTemplates: FormTemplate[];
}

const byName = (a: FormTemplate, b: FormTemplate) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true });

/**
 * The Form Template select's groups: My Templates are the agent templates for sales
 * (transaction type 2) of the chosen property type; Broker Templates are the broker's sale
 * templates (an offer is a sale: listing agreements never show), the chosen property type first.
 */
export function groupFormTemplates(
  templates: readonly FormTemplate[] | null | undefined,
  propertyTypeId: number | null | undefined,
): GroupedFormTemplates {
  const list = Array.isArray(templates) ? templates : [];
  const myTemplates = list.filter(
    (t) =>
      t.isAgentTemplate && t.transactionTypeId === TransactionType.Sale && propertyTypeId != null && t.propertyTypeId === propertyTypeId,
  );
  const matchesFirst = (a: FormTemplate, b: FormTemplate) =>
    Number(b.propertyTypeId === propertyTypeId) - Number(a.propertyTypeId === propertyTypeId) || byName(a, b);
  const brokerTemplates = list.filter((t) => !t.isAgentTemplate && t.transactionTypeId === TransactionType.Sale);
  return { myTemplates: [...myTemplates].sort(byName), brokerTemplates: [...brokerTemplates].sort(matchesFirst) };
}
