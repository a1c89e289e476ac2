import {
  assignmentProblem,
  DUPLICATE_EMAIL_MESSAGE,
  missingMergeItems,
  partiesStepCompleted,
  partyMergeFields,
  requiredPartyLines,
  roleOfVendorType,
  vendorTypeOfRole,
  type MergeParty,
} from '../partyRules';
import { PartyRole, Side } from '../parties';

let nextId = 1;
const party = (roleId: number, sideId: number, extra: Partial<MergeParty> = {}): MergeParty => ({
  partyId: nextId++,
  personId: nextId++,
  vendorId: null,
  roleId,
  sideId,
  ...extra,
});
const full = (first: string, last: string, n: number) => ({
  firstName: first,
  lastName: last,
  addressLine1: `${n} Elm St`,
  city: 'Phoenix',
  state: 'Arizona',
  stateId: 3,
  zipCode: `8500${n}`,
  email: `${first.toLowerCase()}@mail.example`,
  mlsId: `MLS${n}`,
  licenseNumber: `LIC${n}`,
});

describe('vendor types and roles', () => {
  it('maps every vendor type to its party role and back', () => {
    expect([1, 5, 13, 14, 15, 16].map(roleOfVendorType)).toEqual([5, 9, 17, 19, 21, 22]);
    expect(vendorTypeOfRole(PartyRole.Mortgage)).toBe(8);
    expect(vendorTypeOfRole(PartyRole.Entity)).toBeNull();
  });
});

describe('required parties', () => {
  it("names what each side lacks: 'Inhouse Agent required' when only an outside agent is on the buyer side", () => {
    expect(requiredPartyLines([])).toEqual([
      { side: 'Buyer', message: 'Agent required' },
      { side: 'Buyer', message: 'Client required' },
      { side: 'Buyer', message: 'Title/Escrow required' },
      { side: 'Seller', message: 'Agent required' },
      { side: 'Seller', message: 'Title/Escrow required' },
    ]);
    const withOutside = [party(PartyRole.OutsideAgent, Side.buyer), party(PartyRole.Client, Side.buyer)];
    expect(requiredPartyLines(withOutside)[0]).toEqual({ side: 'Buyer', message: 'Inhouse Agent required' });
  });

  it('is satisfied by an in-house buyer agent, a buyer client, a seller agent and title/escrow on both sides', () => {
    const te = { vendorId: 9, personId: null };
    const all = [
      party(PartyRole.InhouseAgent, Side.buyer),
      party(PartyRole.Client, Side.buyer),
      party(PartyRole.OutsideAgent, Side.seller),
      party(PartyRole.TitleEscrow, Side.buyer, te),
      party(PartyRole.TitleEscrow, Side.seller, te),
    ];
    expect(requiredPartyLines(all)).toEqual([]);
  });

  it('completes the wizard step with a buyer client, a buyer agent of either kind, a seller agent and a title/escrow party', () => {
    const base = [
      party(PartyRole.OutsideAgent, Side.buyer),
      party(PartyRole.Client, Side.buyer),
      party(PartyRole.InhouseAgent, Side.seller),
    ];
    expect(partiesStepCompleted(base)).toBe(false);
    expect(partiesStepCompleted([...base, party(PartyRole.TitleEscrow, Side.seller, { personId: null, vendorId: 3 })])).toBe(true);
  });
});

describe('assignment rules', () => {
  const client = party(PartyRole.Client, Side.buyer, { email: 'Same@Mail.example' });
  const agent = party(PartyRole.OutsideAgent, Side.seller, { email: 'agent@mail.example' });

  it('refuses the same person twice on a side, a client on the other side, and Add to Both of a client or an assigned party', () => {
    expect(assignmentProblem([client], { ...client, partyId: null }, Side.buyer)?.code).toBe('already_assigned');
    expect(assignmentProblem([client], { ...client, partyId: null }, Side.seller)?.code).toBe('client_both_sides');
    expect(assignmentProblem([], { ...client, partyId: null }, Side.both)?.code).toBe('client_both_sides');
    expect(assignmentProblem([agent], { ...agent, partyId: null }, Side.both)?.code).toBe('both_sides_blocked');
    expect(assignmentProblem([agent], { ...agent, partyId: null }, Side.buyer)).toBeNull();
  });

  it('refuses a second party with the same e-mail on a side, or another person with it on the other side; clients are exempt', () => {
    const other = party(PartyRole.Mortgage, Side.buyer, { email: 'AGENT@mail.example', vendorId: 4 });
    expect(assignmentProblem([agent], other, Side.seller)).toEqual({ code: 'duplicate_email', message: DUPLICATE_EMAIL_MESSAGE });
    expect(assignmentProblem([agent], other, Side.buyer)?.code).toBe('duplicate_email');
    expect(assignmentProblem([client], party(PartyRole.Client, Side.buyer, { email: 'same@mail.example' }), Side.buyer)).toBeNull();
    expect(assignmentProblem([client], party(PartyRole.Mortgage, Side.buyer, { email: 'same@mail.example' }), Side.buyer)).toBeNull();
  });
});

describe('merge fields', () => {
  // Docs: parties.md, merge-field requirements: "fields required by the document templates for that slot".
  const everySlotField = new Set(
    ['Clients.Buyer1', 'Clients.Seller1', 'Agents.BuyerAgent1', 'Vendors.Title/Escrow'].flatMap((slot) =>
      ['Name', 'Address', 'City', 'State', 'ZipCode', 'Email', 'MLSID', 'LicenseNumber', 'Company', 'Phone', 'Fax'].map(
        (f) => `${slot}.${f}`,
      ),
    ),
  );
  const labels = (items: { label: string }[]) => items.map((m) => m.label);

  it('lists what a client, an agent and a title/escrow company lack where every field of their slot is printed', () => {
    expect(
      labels(missingMergeItems(party(PartyRole.Client, 1, { firstName: 'A', lastName: 'B', email: 'a@b.example' }), [], 1, everySlotField)),
    ).toEqual(['Address', 'City', 'State', 'Zip Code']);
    expect(missingMergeItems(party(PartyRole.InhouseAgent, 1, full('Al', 'Agent', 1)), [], 1, everySlotField).length).toBe(0);
    expect(
      labels(
        missingMergeItems(
          party(PartyRole.OutsideAgent, 1, { ...full('Al', 'Agent', 1), mlsId: null, licenseNumber: '' }),
          [],
          1,
          everySlotField,
        ),
      ),
    ).toEqual(['License Number', 'MLS ID']);
    expect(labels(missingMergeItems(party(PartyRole.TitleEscrow, 1, { company: 'T', personId: null }), [], 1, everySlotField))).toEqual([
      'Address',
      'City',
      'State',
      'Zip Code',
      'Email',
      'Fax',
      'Phone',
    ]);
  });

  it('asks only for what the templates print for the slot: a third buyer or a second title/escrow company has none', () => {
    const bare = (roleId: number, sideId: number) => party(roleId, sideId, { firstName: 'A', lastName: 'B' });
    const two = [party(PartyRole.Client, 1, full('Ann', 'Buyer', 1)), party(PartyRole.Client, 1, full('Bob', 'Buyer', 2))];
    // Buyer 3 has no slot: no address, no e-mail.
    expect(missingMergeItems(bare(PartyRole.Client, 1), two, 1, everySlotField)).toEqual([]);
    // Buyer 2's slot prints nothing here.
    expect(missingMergeItems(bare(PartyRole.Client, 1), two.slice(0, 1), 1, everySlotField)).toEqual([]);
    // A template that only names Buyer 1 and holds Buyer 1's signature: the e-mail, no address.
    const rpa = new Set(['Clients.Buyer1.Name', 'Signature.Buyer1', 'Vendors.Title/Escrow.Address']);
    expect(labels(missingMergeItems(bare(PartyRole.Client, 1), [], 1, rpa))).toEqual(['Email']);
    expect(labels(missingMergeItems(party(PartyRole.TitleEscrow, 2, { company: 'T', personId: null }), [], 2, rpa))).toEqual(['Address']);
    const firstTitle = party(PartyRole.TitleEscrow, 1, { company: 'T', personId: null });
    expect(missingMergeItems(party(PartyRole.TitleEscrow, 2, { company: 'U', personId: null }), [firstTitle], 2, rpa)).toEqual([]);
    // No documents: nothing is asked.
    expect(missingMergeItems(party(PartyRole.Client, 1), [], 1, new Set())).toEqual([]);
    // Every client of a side is named where Clients.AllBuyers.Name is printed.
    expect(labels(missingMergeItems(party(PartyRole.Client, 1), two, 1, new Set(['Clients.AllBuyers.Name'])))).toEqual([
      'First Name',
      'Last Name',
    ]);
  });

  it('writes the key/value list for 2 buyers, 2 sellers, 2 agents each side and title/escrow', () => {
    const parties = [
      party(PartyRole.Client, 1, full('Ann', 'Buyer', 1)),
      party(PartyRole.Client, 1, full('Bob', 'Buyer', 2)),
      party(PartyRole.Client, 1, full('Cy', 'Third', 3)),
      party(PartyRole.Client, 2, full('Sue', 'Seller', 4)),
      party(PartyRole.Client, 2, full('Sam', 'Seller', 5)),
      party(PartyRole.InhouseAgent, 1, full('Ina', 'House', 6)),
      party(PartyRole.OutsideAgent, 1, full('Otto', 'Side', 7)),
      party(PartyRole.OutsideAgent, 2, full('Sal', 'Agent', 8)),
      party(PartyRole.InhouseAgent, 2, full('Sid', 'Agent', 9)),
      party(PartyRole.TitleEscrow, 1, {
        personId: null,
        vendorId: 1,
        company: 'Canyon Title',
        addressLine1: '1 Main',
        city: 'Mesa',
        state: 'Arizona',
        zipCode: '85201',
        companyEmail: 'desk@canyon.example',
        workPhone: '4805550100',
        faxPhone: '4805550101',
      }),
    ];
    const fields = Object.fromEntries(partyMergeFields(parties).map((f) => [f.key, f.value]));
    expect(fields).toEqual({
      'Clients.Buyer1.Name': 'Ann Buyer',
      'Clients.Buyer1.Address': '1 Elm St',
      'Clients.Buyer1.City': 'Phoenix',
      'Clients.Buyer1.State': 'Arizona',
      'Clients.Buyer1.ZipCode': '85001',
      'Clients.Buyer2.Name': 'Bob Buyer',
      'Clients.Buyer2.Address': '2 Elm St',
      'Clients.Buyer2.City': 'Phoenix',
      'Clients.Buyer2.State': 'Arizona',
      'Clients.Buyer2.ZipCode': '85002',
      'Clients.AllBuyers.Name': 'Ann Buyer, Bob Buyer, Cy Third',
      'Clients.Seller1.Name': 'Sue Seller',
      'Clients.Seller1.Address': '4 Elm St',
      'Clients.Seller1.City': 'Phoenix',
      'Clients.Seller1.State': 'Arizona',
      'Clients.Seller1.ZipCode': '85004',
      'Clients.Seller2.Name': 'Sam Seller',
      'Clients.Seller2.Address': '5 Elm St',
      'Clients.Seller2.City': 'Phoenix',
      'Clients.Seller2.State': 'Arizona',
      'Clients.Seller2.ZipCode': '85005',
      'Clients.AllSellers.Name': 'Sue Seller, Sam Seller',
      'Vendors.Title/Escrow.Company': 'Canyon Title',
      'Vendors.Title/Escrow.Address': '1 Main',
      'Vendors.Title/Escrow.City': 'Mesa',
      'Vendors.Title/Escrow.State': 'Arizona',
      'Vendors.Title/Escrow.ZipCode': '85201',
      'Vendors.Title/Escrow.Email': 'desk@canyon.example',
      'Vendors.Title/Escrow.Phone': '4805550100',
      'Vendors.Title/Escrow.Fax': '4805550101',
      'Agents.BuyerAgent1.Name': 'Ina House',
      'Agents.BuyerAgent1.MLSID': 'MLS6',
      'Agents.BuyerAgent1.LicenseNumber': 'LIC6',
      'Agents.BuyerAgent2.Name': 'Otto Side',
      'Agents.BuyerAgent2.MLSID': 'MLS7',
      'Agents.BuyerAgent2.LicenseNumber': 'LIC7',
      'Agents.SellerAgent1.Name': 'Sal Agent',
      'Agents.SellerAgent1.MLSID': 'MLS8',
      'Agents.SellerAgent1.LicenseNumber': 'LIC8',
      'Agents.SellerAgent2.Name': 'Sid Agent',
      'Agents.SellerAgent2.MLSID': 'MLS9',
      'Agents.SellerAgent2.LicenseNumber': 'LIC9',
    });
  });
});
