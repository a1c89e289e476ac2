import type { OfferLookupData } from '@offerdesk/shared/contract';
import { apiGet, apiSend, type Token } from './agent';

/** A complete draft as the wizard posts it (the wire's field names). */
export function completeDraft(lookups: OfferLookupData) {
  const az = lookups.states.find((s) => s.abbreviation === 'AZ')!;
  return {
    id: -1,
    propertyTypeId: lookups.propertyTypes[0].id,
    streetNumber: '4410',
    directionId: null,
    street: 'Saguaro',
    designatorId: null,
    suffixId: null,
    unitNumber: null,
    unitTypeId: null,
    city: 'Tempe',
    state: az.id,
    county: 'Maricopa',
    zipCode: '85281',
    countryId: 1,
    mlsNumber: null,
    assessorsNumber: null,
    legalDescription: null,
    wasteWaterTreatmentId: null,
    isHomeLocatedInHOA: false,
    yearBuilt: 1996,
    leadBasedPaintDisclosureId: null,
    offerPrice: 512000,
    earnestMoneyDeposit: 5000,
    earnestMoneyDepositedId: lookups.earnestMoneyDeposits[0].id,
    formOfEarnestMoneyId: lookups.formOfEarnestMoneyTypes[0].id,
    typeOfFinancingId: lookups.financingTypes[0].id,
    appraisalPaidById: lookups.appraisalsPaidBy[0].id,
    prorationOfAssessmentAndFeeId: null,
    closingDate: '2026-12-15',
    possessionDate: '2026-12-15',
    acceptanceDeadlineDate: '2026-12-01',
    acceptanceDeadlineTime: '17:30',
    inspectionDaysFromCOE: 10,
    additionalTerms: null,
    isHomeWarrantyOrdered: false,
    homeWarrantyOrderedById: null,
    optionalCoverage: null,
    costNotToExceed: null,
    paidById: null,
    formTemplateIds: [],
    fromMlsData: false,
    listingAgent: null,
  };
}

/** A draft offer made through the API as the agent (completeDraft with `changes`): its id and the lookups it was made with. */
export async function createDraftOffer(
  token: Token,
  changes: Record<string, unknown> = {},
): Promise<{ offerId: number; lookups: OfferLookupData }> {
  const lookups = (await apiGet<OfferLookupData>('/offer/getOfferLookupData/', token)).data;
  const saved = await apiSend<{ id: number }>('POST', '/offer/createoffer', token, { ...completeDraft(lookups), ...changes });
  if (saved.status !== 200) throw new Error(`createoffer answered ${saved.status}: ${JSON.stringify(saved.data)}`);
  return { offerId: saved.data.id, lookups };
}

/** The brokerage's 'Residential Resale Purchase Contract' form template. */
export async function resaleTemplate(token: Token): Promise<{ id: number; name: string }> {
  const templates = (await apiGet<Array<{ id: number; name: string }>>('/formtemplates', token)).data;
  const template = templates.find((t) => t.name === 'Residential Resale Purchase Contract');
  if (!template) throw new Error('No Residential Resale Purchase Contract template');
  return template;
}

/** A buyer client (a person in Tempe, AZ, with `person`'s name and e-mail) added to the offer: answers its person id and the parties addParty lists. */
export async function addBuyerClient(
  token: Token,
  offerId: number,
  lookups: OfferLookupData,
  person: Record<string, unknown>,
): Promise<{ personId: number; parties: Array<{ partyId: number }> }> {
  const az = lookups.states.find((s) => s.abbreviation === 'AZ')!;
  const client = await apiSend<{ personId: number }>('POST', '/client/saveClient', token, {
    offerId,
    partySide: 1,
    city: 'Tempe',
    stateId: az.id,
    zipCode: '85281',
    countryId: 1,
    ...person,
  });
  if (client.status !== 200) throw new Error(`saveClient answered ${client.status}: ${JSON.stringify(client.data)}`);
  const added = await apiSend<Array<{ partyId: number }>>('POST', '/offer/addParty', token, {
    offerId,
    party: { personId: client.data.personId, roleId: 1, sideId: 1 },
  });
  if (added.status !== 200) throw new Error(`addParty answered ${added.status}: ${JSON.stringify(added.data)}`);
  return { personId: client.data.personId, parties: added.data };
}

/** A draft offer (completeDraft with `changes`) holding the first document of the resale form template, as the wizard adds it. */
export async function draftWithResaleDocument(
  token: Token,
  changes: Record<string, unknown> = {},
): Promise<{ offerId: number; lookups: OfferLookupData }> {
  const template = await resaleTemplate(token);
  const draft = await createDraftOffer(token, { ...changes, formTemplateIds: [template.id] });
  const templateDocs = (await apiGet<Array<{ id: number }>>(`/formtemplates/getdocumentsbyformtemplate?id=${template.id}`, token)).data;
  const added = await apiSend('POST', '/offer/adddocuments', token, {
    offerId: draft.offerId,
    documentTemplateIds: templateDocs.slice(0, 1).map((d) => d.id),
    mlsDocuments: [],
  });
  if (added.status !== 200) throw new Error(`adddocuments answered ${added.status}: ${JSON.stringify(added.data)}`);
  return draft;
}
