/**
 * The document templates OfferDesk ships: their text, the named fields of each PDF (merge fields,
 * Form Info fields, checkboxes, signature / initials / date holders per role) and the Form Info
 * items each document contributes. Written once here; the seed renders them to PDF.
 */
import { createHash } from 'node:crypto';
import { FieldDisplayRule, HOA_ADDENDUM_DOCUMENT_TYPE_ID, type ConditionOperator, type FieldDisplayRuleId } from '@offerdesk/shared/domain';

/** A 24-character id of a Form Info field, stable for its name. */
export const customFieldId = (name: string) => createHash('sha1').update(`offerdesk:${name}`).digest('hex').slice(0, 24);

export type SignerRole = 'Buyer1' | 'Buyer2' | 'Seller1' | 'Seller2' | 'BuyerAgent1' | 'SellerAgent1';
export const CLIENT_SIGNERS: readonly SignerRole[] = ['Buyer1', 'Buyer2', 'Seller1', 'Seller2'];
export const ROLE_LABELS: Record<SignerRole, string> = {
  Buyer1: 'Buyer 1',
  Buyer2: 'Buyer 2',
  Seller1: 'Seller 1',
  Seller2: 'Seller 2',
  BuyerAgent1: "Buyer's Agent",
  SellerAgent1: "Seller's Agent",
};

export interface Trigger {
  on: string;
  op: ConditionOperator;
  value?: string;
  rule?: FieldDisplayRuleId;
}

/** What a page shows, top to bottom. */
export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string }
  /** A labelled fill-in line: a merge-field key (with a dot) or a Form Info field. */
  | { kind: 'field'; label: string; key: string; multiline?: boolean }
  | { kind: 'check'; label: string; key: string }
  | { kind: 'options'; label: string; group: string; options: ReadonlyArray<[id: string, name: string]> }
  | { kind: 'signatures'; roles: readonly SignerRole[] };

/** A Form Info item a document contributes (rows of items, each in its own column). */
export type FormSpec =
  | { type: 'TITLE' | 'SUB_TITLE'; text: string; width?: number }
  | { type: 'MERGE_FIELD'; key: string; label: string; width?: number; dataType?: 'Text' | 'Number' | 'Currency' | 'Date' }
  | {
      type: 'CUSTOM_FIELD';
      key: string;
      label: string;
      width?: number;
      required?: boolean;
      multiline?: boolean;
      help?: string;
      dataType?: 'Text' | 'Number' | 'Currency' | 'Date';
      triggers?: Trigger[];
    }
  | { type: 'SINGLE_CHECKBOX'; key: string; label: string; width?: number; triggers?: Trigger[] }
  | {
      type: 'CHECKBOX';
      group: string;
      label: string;
      boxes: ReadonlyArray<[key: string, label: string]>;
      width?: number;
      triggers?: Trigger[];
    }
  | {
      type: 'MULTI_CHECKBOX';
      group: string;
      label: string;
      options: ReadonlyArray<[id: string, name: string]>;
      required?: boolean;
      width?: number;
      triggers?: Trigger[];
    };

export interface DocumentTemplateDef {
  code: string;
  name: string;
  documentTypeId: number;
  /** Property types it is offered for; null: every type. */
  propertyTypeIds: readonly number[] | null;
  pages: ReadonlyArray<readonly Block[]>;
  /** Rows of Form Info items. */
  form: ReadonlyArray<readonly FormSpec[]>;
}

const h = (text: string): Block => ({ kind: 'heading', text });
const t = (text: string): Block => ({ kind: 'text', text });
const f = (label: string, key: string, multiline = false): Block => ({ kind: 'field', label, key, multiline });
const c = (label: string, key: string): Block => ({ kind: 'check', label, key });
const sig = (...roles: SignerRole[]): Block => ({ kind: 'signatures', roles });

const propertyBlock: Block[] = [
  f('Property address', 'Property.Address'),
  f('City', 'Property.City'),
  f('State', 'Property.State'),
  f('Zip code', 'Property.ZipCode'),
];
const clientsBlock: Block[] = [
  f('Buyer 1', 'Clients.Buyer1.Name'),
  f('Buyer 2', 'Clients.Buyer2.Name'),
  f('Seller 1', 'Clients.Seller1.Name'),
  f('Seller 2', 'Clients.Seller2.Name'),
];

/** Form Info keys of the purchase agreement. */
export const RPA = {
  financing: 'chkFinancingContingency',
  loanDays: customFieldId('rpa.loanApprovalDays'),
  appraisal: 'chkAppraisalContingency',
  saleOfHome: 'chkSaleOfBuyersProperty',
  buyersPropertyAddress: customFieldId('rpa.buyersPropertyAddress'),
  inspection: 'grpInspectionPeriod',
  inspectionOtherDays: customFieldId('rpa.inspectionOtherDays'),
  personalProperty: customFieldId('rpa.personalPropertyIncluded'),
  fixtures: 'grpFixtures',
} as const;
export const HOA = {
  name: customFieldId('hoa.associationName'),
  dues: customFieldId('hoa.monthlyDues'),
  transferFee: 'grpHoaTransferFee',
  assessments: 'chkHoaSpecialAssessments',
  assessmentAmount: customFieldId('hoa.specialAssessmentAmount'),
} as const;
export const LBP = {
  knowledge: 'chkLeadKnownToSeller',
  explanation: customFieldId('lbp.knownHazards'),
  records: 'chkLeadRecordsProvided',
  inspectionWaived: 'chkLeadInspectionWaived',
} as const;

const RESIDENTIAL_PURCHASE_AGREEMENT: DocumentTemplateDef = {
  code: 'residential-purchase-agreement',
  name: 'Residential Purchase Agreement',
  documentTypeId: 101,
  propertyTypeIds: null,
  pages: [
    [
      h('1. Parties and Property'),
      t(
        'This Residential Purchase Agreement ("Agreement") is an offer by the Buyer named below to purchase the real property described in this Agreement from the Seller, on the terms that follow. Once signed by Buyer and Seller it is a binding contract.',
      ),
      ...clientsBlock,
      f('All buyers', 'Clients.AllBuyers.Name'),
      ...propertyBlock,
      f('County', 'Property.County'),
      f("Assessor's number", 'Property.AssessorsNumber'),
      f('Legal description', 'Property.LegalDescription', true),
      f('MLS number', 'Property.MlsNumber'),
      t(
        'The Premises include all fixtures and improvements attached to the property, existing electrical, plumbing, heating and cooling systems, built-in appliances, window coverings and landscaping, unless excluded below.',
      ),
      f('Personal property included', RPA.personalProperty),
    ],
    [
      h('2. Purchase Price and Earnest Money'),
      t(
        'Buyer offers to pay the purchase price below, in whole US dollars, payable at close of escrow. Earnest money is deposited as stated and applied to the purchase price at closing.',
      ),
      f('Purchase price', 'Offer.Price'),
      f('Earnest money deposit', 'Offer.EarnestMoney'),
      f('Form of earnest money', 'Offer.EarnestMoneyForm'),
      f('Earnest money held by', 'Offer.EarnestMoneyDeposited'),
      h('3. Financing'),
      t(
        "Unless the financing contingency below is checked, Buyer's obligations are not contingent on obtaining a loan. If it is checked, Buyer shall deliver written loan approval within the number of days stated, or either party may cancel this Agreement and the earnest money is returned to Buyer.",
      ),
      f('Type of financing', 'Offer.FinancingType'),
      c('Financing contingency', RPA.financing),
      f('Days to obtain loan approval', RPA.loanDays),
      c('Appraisal contingency: the property must appraise at or above the purchase price', RPA.appraisal),
      f('Appraisal paid by', 'Offer.AppraisalPaidBy'),
    ],
    [
      h('4. Inspections and Contingencies'),
      t(
        "Buyer may have the property inspected by inspectors of Buyer's choice during the inspection period. Buyer shall deliver any notice of disapproval in writing before the period ends; silence is acceptance of the property's condition.",
      ),
      {
        kind: 'options',
        label: 'Inspection period',
        group: RPA.inspection,
        options: [
          ['7', '7 days'],
          ['10', '10 days'],
          ['14', '14 days'],
          ['other', 'Other'],
        ],
      },
      f('Other inspection period (days)', RPA.inspectionOtherDays),
      f('Inspection days from acceptance', 'Offer.InspectionDays'),
      c("Contingent on the sale of Buyer's property", RPA.saleOfHome),
      f("Address of Buyer's property", RPA.buyersPropertyAddress),
      h('5. Closing and Possession'),
      t(
        'Close of escrow occurs when the deed is recorded. Seller delivers possession, keys and access codes on the possession date below, with the property in the same condition as on the date of acceptance, ordinary wear excepted.',
      ),
      f('Close of escrow', 'Offer.ClosingDate'),
      f('Possession date', 'Offer.PossessionDate'),
      f('Title / escrow company', 'Vendors.Title/Escrow.Company'),
      f('Escrow address', 'Vendors.Title/Escrow.Address'),
      f('Escrow e-mail', 'Vendors.Title/Escrow.Email'),
      f('Escrow phone', 'Vendors.Title/Escrow.Phone'),
    ],
    [
      h('6. Acceptance and Signatures'),
      t(
        "This offer expires unless accepted in writing and delivered to Buyer or Buyer's agent by the deadline below. Each party signs below and initials every page. Electronic signatures have the same force as handwritten ones.",
      ),
      f('Acceptance deadline', 'Offer.AcceptanceDeadline'),
      f('Additional terms', 'Offer.AdditionalTerms', true),
      f("Buyer's agent", 'Agents.BuyerAgent1.Name'),
      f("Buyer's agent MLS ID", 'Agents.BuyerAgent1.MLSID'),
      f("Buyer's agent license", 'Agents.BuyerAgent1.LicenseNumber'),
      f("Seller's agent", 'Agents.SellerAgent1.Name'),
      f("Seller's agent MLS ID", 'Agents.SellerAgent1.MLSID'),
      f("Seller's agent license", 'Agents.SellerAgent1.LicenseNumber'),
      sig('Buyer1', 'Buyer2', 'Seller1', 'Seller2', 'BuyerAgent1', 'SellerAgent1'),
    ],
  ],
  form: [
    [{ type: 'TITLE', text: 'Residential Purchase Agreement' }],
    [
      { type: 'MERGE_FIELD', key: 'Offer.Price', label: 'Purchase price', width: 6, dataType: 'Currency' },
      { type: 'MERGE_FIELD', key: 'Property.Address', label: 'Property address', width: 6 },
    ],
    [{ type: 'SUB_TITLE', text: 'Financing' }],
    [
      { type: 'SINGLE_CHECKBOX', key: RPA.financing, label: 'Financing contingency', width: 6 },
      {
        type: 'CUSTOM_FIELD',
        key: RPA.loanDays,
        label: 'Days to obtain loan approval',
        width: 6,
        dataType: 'Number',
        triggers: [{ on: RPA.financing, op: 'Checked', rule: FieldDisplayRule.DisplayAndRequired }],
      },
    ],
    [
      {
        type: 'CHECKBOX',
        group: 'grpOtherContingencies',
        label: 'Other contingencies',
        boxes: [
          [RPA.appraisal, 'Appraisal contingency'],
          [RPA.saleOfHome, "Sale of Buyer's property"],
        ],
        width: 6,
      },
      {
        type: 'CUSTOM_FIELD',
        key: RPA.buyersPropertyAddress,
        label: "Address of Buyer's property",
        width: 6,
        triggers: [{ on: RPA.saleOfHome, op: 'Checked', rule: FieldDisplayRule.Display }],
      },
    ],
    [{ type: 'SUB_TITLE', text: 'Inspections' }],
    [
      {
        type: 'MULTI_CHECKBOX',
        group: RPA.inspection,
        label: 'Inspection period',
        options: [
          ['7', '7 days'],
          ['10', '10 days'],
          ['14', '14 days'],
          ['other', 'Other'],
        ],
        required: true,
        width: 6,
      },
      {
        type: 'CUSTOM_FIELD',
        key: RPA.inspectionOtherDays,
        label: 'Other inspection period (days)',
        width: 6,
        dataType: 'Number',
        triggers: [{ on: RPA.inspection, op: 'EqualTo', value: 'other', rule: FieldDisplayRule.DisplayAndRequired }],
      },
    ],
    [
      {
        type: 'CUSTOM_FIELD',
        key: RPA.personalProperty,
        label: 'Personal property included',
        multiline: true,
        width: 12,
        help: 'Items that stay with the home, such as appliances or furniture.',
      },
    ],
  ],
};

const HOA_ADDENDUM: DocumentTemplateDef = {
  code: 'hoa-addendum',
  name: 'HOA Addendum',
  documentTypeId: HOA_ADDENDUM_DOCUMENT_TYPE_ID,
  propertyTypeIds: null,
  pages: [
    [
      h('Homeowners Association Addendum'),
      t(
        'This addendum is part of the purchase agreement for the property below, which lies within a homeowners association ("HOA"). Seller shall deliver the HOA\'s governing documents, budget, recent minutes and a statement of account within five days after acceptance. Buyer may cancel within the inspection period if the documents are unacceptable.',
      ),
      ...propertyBlock,
      f('Buyers', 'Clients.AllBuyers.Name'),
      f('Association name', HOA.name),
      f('Monthly dues', HOA.dues),
      {
        kind: 'options',
        label: 'Transfer fee paid by',
        group: HOA.transferFee,
        options: [
          ['buyer', 'Buyer'],
          ['seller', 'Seller'],
          ['split', 'Split equally'],
        ],
      },
      c('Special assessments are pending or approved', HOA.assessments),
      f('Special assessment amount', HOA.assessmentAmount),
      t('Assessments levied before close of escrow are paid by Seller unless stated otherwise; later installments are paid by Buyer.'),
      sig('Buyer1', 'Buyer2', 'Seller1', 'Seller2'),
    ],
  ],
  form: [
    [{ type: 'TITLE', text: 'HOA Addendum' }],
    [
      { type: 'CUSTOM_FIELD', key: HOA.name, label: 'Association name', required: true, width: 6 },
      { type: 'CUSTOM_FIELD', key: HOA.dues, label: 'Monthly dues', width: 6, dataType: 'Currency' },
    ],
    [
      {
        type: 'MULTI_CHECKBOX',
        group: HOA.transferFee,
        label: 'Transfer fee paid by',
        options: [
          ['buyer', 'Buyer'],
          ['seller', 'Seller'],
          ['split', 'Split equally'],
        ],
        width: 12,
      },
    ],
    [
      { type: 'SINGLE_CHECKBOX', key: HOA.assessments, label: 'Special assessments are pending or approved', width: 6 },
      {
        type: 'CUSTOM_FIELD',
        key: HOA.assessmentAmount,
        label: 'Special assessment amount',
        width: 6,
        dataType: 'Currency',
        triggers: [{ on: HOA.assessments, op: 'Checked', rule: FieldDisplayRule.DisplayAndRequired }],
      },
    ],
  ],
};

const LEAD_BASED_PAINT: DocumentTemplateDef = {
  code: 'lead-based-paint-disclosure',
  name: 'Lead-Based Paint Disclosure',
  documentTypeId: 201,
  propertyTypeIds: [1, 2, 3, 5],
  pages: [
    [
      h('Disclosure of Information on Lead-Based Paint and Lead-Based Paint Hazards'),
      t(
        'Lead Warning Statement: every purchaser of an interest in residential real property on which a dwelling was built before 1978 is notified that such property may present exposure to lead from lead-based paint that may place young children at risk of developing lead poisoning. The seller must disclose any known information on lead-based paint hazards and provide any records or reports available.',
      ),
      ...propertyBlock,
      f('Year built', 'Property.YearBuilt'),
      c('Seller knows of lead-based paint or hazards in the housing', LBP.knowledge),
      f('Known lead-based paint or hazards', LBP.explanation, true),
      c('Seller has provided all available records and reports', LBP.records),
      c('Buyer waives the opportunity to conduct a risk assessment or inspection', LBP.inspectionWaived),
      t(
        "The agents have informed the seller of the seller's obligations and are aware of their responsibility to ensure compliance. Each party certifies that the information above is true and accurate to the best of their knowledge.",
      ),
      sig('Buyer1', 'Buyer2', 'Seller1', 'Seller2', 'BuyerAgent1', 'SellerAgent1'),
    ],
  ],
  form: [
    [{ type: 'TITLE', text: 'Lead-Based Paint Disclosure' }],
    [
      { type: 'SINGLE_CHECKBOX', key: LBP.knowledge, label: 'Seller knows of lead-based paint or hazards', width: 6 },
      {
        type: 'CUSTOM_FIELD',
        key: LBP.explanation,
        label: 'Known lead-based paint or hazards',
        multiline: true,
        width: 6,
        triggers: [{ on: LBP.knowledge, op: 'Checked', rule: FieldDisplayRule.DisplayAndRequired }],
      },
    ],
    [
      { type: 'SINGLE_CHECKBOX', key: LBP.records, label: 'Seller has provided all available records and reports', width: 6 },
      {
        type: 'SINGLE_CHECKBOX',
        key: LBP.inspectionWaived,
        label: 'Buyer waives the risk assessment or inspection',
        width: 6,
        triggers: [{ on: LBP.records, op: 'UnChecked', rule: FieldDisplayRule.Unchecked }],
      },
    ],
  ],
};

const HOME_WARRANTY: DocumentTemplateDef = {
  code: 'home-warranty-addendum',
  name: 'Home Warranty Addendum',
  documentTypeId: 202,
  propertyTypeIds: null,
  pages: [
    [
      h('Home Warranty Addendum'),
      t(
        "The parties agree that a home warranty plan will be ordered for the property below. The plan covers repair or replacement of covered systems and appliances for one year after close of escrow, subject to the plan's terms and service fees.",
      ),
      ...propertyBlock,
      f('Warranty company', 'Offer.HomeWarrantyCompany'),
      f('Plan ordered by', 'Offer.HomeWarrantyOrderedBy'),
      f('Cost not to exceed', 'Offer.HomeWarrantyCost'),
      f('Optional coverage', 'Offer.HomeWarrantyOptionalCoverage', true),
      sig('Buyer1', 'Buyer2', 'Seller1', 'Seller2'),
    ],
  ],
  form: [],
};

const counterOffer = (code: string, name: string, documentTypeId: number, from: 'Buyer' | 'Seller'): DocumentTemplateDef => {
  const price = customFieldId(`${code}.counterPrice`);
  const terms = customFieldId(`${code}.counterTerms`);
  const expires = customFieldId(`${code}.counterExpires`);
  return {
    code,
    name,
    documentTypeId,
    propertyTypeIds: null,
    pages: [
      [
        h(name),
        t(
          `This counter offer answers the most recent offer or counter offer on the property below. ${from} accepts all its terms except those changed here. It becomes binding only when signed by both parties and delivered before it expires.`,
        ),
        ...propertyBlock,
        ...clientsBlock,
        f('Original offer price', 'Offer.Price'),
        f('Counter price', price),
        f('Changed terms', terms, true),
        f('This counter offer expires on', expires),
        sig('Buyer1', 'Buyer2', 'Seller1', 'Seller2'),
      ],
    ],
    form: [
      [{ type: 'TITLE', text: name }],
      [
        { type: 'CUSTOM_FIELD', key: price, label: 'Counter price', width: 6, dataType: 'Currency' },
        { type: 'CUSTOM_FIELD', key: expires, label: 'This counter offer expires on', width: 6, dataType: 'Date' },
      ],
      [{ type: 'CUSTOM_FIELD', key: terms, label: 'Changed terms', width: 12, multiline: true }],
    ],
  };
};

const ADDITIONAL_TERMS: DocumentTemplateDef = {
  code: 'additional-terms-addendum',
  name: 'Additional Terms Addendum',
  documentTypeId: 401,
  propertyTypeIds: null,
  pages: [
    [
      h('Additional Terms Addendum'),
      t(
        'The following terms are added to the purchase agreement for the property below. Where they conflict with the purchase agreement, this addendum controls.',
      ),
      ...propertyBlock,
      f('Additional terms of the offer', 'Offer.AdditionalTerms', true),
      f('Further provisions', customFieldId('ata.furtherProvisions'), true),
      sig('Buyer1', 'Buyer2', 'Seller1', 'Seller2'),
    ],
  ],
  form: [
    [{ type: 'TITLE', text: 'Additional Terms Addendum' }],
    [{ type: 'CUSTOM_FIELD', key: customFieldId('ata.furtherProvisions'), label: 'Further provisions', width: 12, multiline: true }],
  ],
};

export const DOCUMENT_TEMPLATES: readonly DocumentTemplateDef[] = [
  RESIDENTIAL_PURCHASE_AGREEMENT,
  HOA_ADDENDUM,
  LEAD_BASED_PAINT,
  HOME_WARRANTY,
  counterOffer('buyer-counter-offer', 'Buyer Counter Offer', 301, 'Buyer'),
  counterOffer('seller-counter-offer', 'Seller Counter Offer', 302, 'Seller'),
  ADDITIONAL_TERMS,
];

/** The documents of the seeded sale templates: required ones first, then the additional ones. */
export const TEMPLATE_DOCUMENTS: ReadonlyArray<[code: string, isRequired: boolean]> = [
  ['residential-purchase-agreement', true],
  ['lead-based-paint-disclosure', true],
  ['additional-terms-addendum', false],
  ['home-warranty-addendum', false],
];
