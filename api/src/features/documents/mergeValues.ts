/**
 * The merge-field values of an offer: its terms and property, its clients (Clients.Buyer1..2,
 * Seller1..2, AllBuyers, AllSellers), its Title/Escrow vendor and its agents (BuyerAgent1..2,
 * SellerAgent1..2), keyed as the document templates name their fields.
 */
import { PartyRole, Side } from '@offerdesk/shared/domain';
import { formatDay, formatDeadline, formatPrice } from '@offerdesk/shared/format';
import type { Db } from '../../db/db';
import { offeringAgent, partiesForMerge, type MergeParty } from './mergePartiesRepo';
import { findOfferRow } from '../offers/offersRepo';
import { formatAddress, stateAbbreviation, streetLine } from '../offers/offerAddress';
import { LOOKUP_INDEX, nameOf } from '../lookups/lookupIndex';

const TITLE_ESCROW_VENDOR_TYPE = 1;
const money = (v: number | null) => (v == null ? null : formatPrice(v));
/** Dates as the screens show them (docs/domain/offers.md, "How dates and times are shown"); the deadline's wall-clock time is kept in UTC. */
const day = (iso: string | null) => formatDay(iso) || null;
const deadline = (date: string | null, time: string | null) =>
  date ? (time ? formatDeadline(`${date}T${time.slice(0, 5)}:00.000Z`, { utc: true }) : formatDay(date)) || null : null;

export type MergeValues = Record<string, string | null>;

/** Every merge field the offer can fill; undefined when the offer does not exist. */
export async function mergeValuesOf(db: Db, offerId: number): Promise<MergeValues | undefined> {
  const o = await findOfferRow(db, offerId, 0);
  if (!o) return undefined;
  const address = formatAddress(o);
  const v: MergeValues = {
    'Offer.Price': money(o.offerPrice),
    'Offer.EarnestMoney': money(o.earnestMoneyDeposit),
    'Offer.EarnestMoneyForm':
      o.formOfEarnestMoneyOtherDesc || (nameOf(LOOKUP_INDEX.formOfEarnestMoneyTypes, o.formOfEarnestMoneyId) ?? null),
    'Offer.EarnestMoneyDeposited': nameOf(LOOKUP_INDEX.earnestMoneyDeposits, o.earnestMoneyDepositedId) ?? null,
    'Offer.FinancingType': o.typeOfFinancingOtherDesc || (nameOf(LOOKUP_INDEX.financingTypes, o.typeOfFinancingId) ?? null),
    'Offer.AppraisalPaidBy': o.appraisalPaidByOtherDesc || (nameOf(LOOKUP_INDEX.appraisalsPaidBy, o.appraisalPaidById) ?? null),
    'Offer.ClosingDate': day(o.closingDate),
    'Offer.PossessionDate': day(o.possessionDate),
    'Offer.AcceptanceDeadline': deadline(o.acceptanceDeadlineDate, o.acceptanceDeadlineTime),
    'Offer.InspectionDays': o.inspectionDaysFromCOE == null ? null : String(o.inspectionDaysFromCOE),
    'Offer.AdditionalTerms': o.additionalTerms,
    'Offer.HomeWarrantyCompany': o.isHomeWarrantyOrdered ? o.homeWarrantyCompanyName : null,
    'Offer.HomeWarrantyOrderedBy': o.isHomeWarrantyOrdered
      ? (nameOf(LOOKUP_INDEX.homeWarrantyPlanToBeOrderedBy, o.homeWarrantyOrderedById) ?? null)
      : null,
    'Offer.HomeWarrantyCost': o.isHomeWarrantyOrdered ? money(o.costNotToExceed) : null,
    'Offer.HomeWarrantyOptionalCoverage': o.isHomeWarrantyOrdered ? o.optionalCoverage : null,
    'Property.Address': streetLine(o) || null,
    'Property.FullAddress': address.fullAddress || null,
    'Property.City': o.city,
    'Property.State': address.state,
    'Property.ZipCode': o.zipCode,
    'Property.County': o.county,
    'Property.LegalDescription': o.legalDescription,
    'Property.AssessorsNumber': o.assessorsNumber,
    'Property.YearBuilt': o.yearBuilt == null ? null : String(o.yearBuilt),
    'Property.MlsNumber': o.mlsNumber,
  };
  const parties = await partiesForMerge(db, offerId);
  const clients = (side: number) => parties.filter((p) => p.roleId === PartyRole.Client && p.sideId === side);
  const agents = (side: number) =>
    parties.filter((p) => (p.roleId === PartyRole.InhouseAgent || p.roleId === PartyRole.OutsideAgent) && p.sideId === side);
  const put = (
    prefix: string,
    p: MergeParty | undefined,
    fields: ReadonlyArray<[string, keyof MergeParty | ((p: MergeParty) => string | null)]>,
  ) => {
    for (const [name, pick] of fields)
      v[`${prefix}.${name}`] = p ? (typeof pick === 'function' ? pick(p) : (p[pick] as string | null)) : null;
  };
  const clientFields: ReadonlyArray<[string, keyof MergeParty | ((p: MergeParty) => string | null)]> = [
    ['Name', 'name'],
    ['Address', 'address'],
    ['City', 'city'],
    ['State', (p) => stateAbbreviation(p.stateId)],
    ['ZipCode', 'zipCode'],
  ];
  const agentFields: ReadonlyArray<[string, keyof MergeParty]> = [
    ['Name', 'name'],
    ['MLSID', 'mlsId'],
    ['LicenseNumber', 'licenseNumber'],
  ];
  for (const [label, side] of [
    ['Buyer', Side.buyer],
    ['Seller', Side.seller],
  ] as const) {
    const list = clients(side);
    [0, 1].forEach((i) => put(`Clients.${label}${i + 1}`, list[i], clientFields));
    v[`Clients.All${label}s.Name`] =
      list
        .map((p) => p.name)
        .filter(Boolean)
        .join(', ') || null;
    // The offering agent is the buyer's agent until the parties name one.
    const agentList = side === Side.buyer && !agents(side).length ? await offeringAgent(db, o.ownerUserId) : agents(side);
    [0, 1].forEach((i) => put(`Agents.${label}Agent${i + 1}`, agentList[i], agentFields));
  }
  const escrow = parties.find((p) => p.vendorTypeId === TITLE_ESCROW_VENDOR_TYPE);
  put('Vendors.Title/Escrow', escrow, [
    ['Company', 'company'],
    ['Address', 'address'],
    ['City', 'city'],
    ['State', (p) => stateAbbreviation(p.stateId)],
    ['ZipCode', 'zipCode'],
    ['Email', 'email'],
    ['Phone', 'phone'],
    ['Fax', 'fax'],
  ]);
  return v;
}
