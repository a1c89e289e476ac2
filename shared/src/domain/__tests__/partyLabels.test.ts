import { labelParties, nameWithSide, roleWithSide } from '../partyLabels';
import { PartyRole, Side } from '../parties';

const p = (roleId: number, sideId: number, name: string) => ({ roleId, sideId, name });

describe('party labels of the offer page (seed 001 §6)', () => {
  it('names clients by side (numbered when several), agents as side and role, others by role, sorted by side', () => {
    const labelled = labelParties([
      p(PartyRole.Client, Side.seller, 'Sam'),
      p(PartyRole.InhouseAgent, Side.buyer, 'Olivia'),
      p(PartyRole.Client, Side.buyer, 'Ann'),
      p(PartyRole.Client, Side.buyer, 'Bob'),
      p(PartyRole.TitleEscrow, Side.buyer, 'Title Co'),
      p(PartyRole.OutsideAgent, Side.seller, 'Rita'),
      p(PartyRole.OutsideAgent, Side.seller, 'Ray'),
    ]);
    expect(labelled.map((x) => [x.name, x.label])).toEqual([
      ['Olivia', 'Buyer Inhouse Agent'],
      ['Ann', 'Buyer 1'],
      ['Bob', 'Buyer 2'],
      ['Title Co', 'Title/Escrow'],
      ['Sam', 'Seller'],
      ['Rita', 'Seller Outside Agent 1'],
      ['Ray', 'Seller Outside Agent 2'],
    ]);
  });
  it('answers nothing for no parties', () => expect(labelParties([])).toEqual([]));
});

describe('recipients named with their side (Share step, forward page)', () => {
  it('tells two title/escrow parties and two agents apart by side; a party of both sides says so', () => {
    expect(nameWithSide('Tess Title', { roleId: PartyRole.TitleEscrow, sideId: Side.buyer })).toBe('Tess Title (Buyer Title/Escrow)');
    expect(nameWithSide('Ed Escrow', { roleId: PartyRole.TitleEscrow, sideId: Side.seller })).toBe('Ed Escrow (Seller Title/Escrow)');
    expect(roleWithSide({ roleId: PartyRole.InhouseAgent, sideId: Side.buyer })).toBe('Buyer Inhouse Agent');
    expect(roleWithSide({ roleId: PartyRole.OutsideAgent, sideId: Side.seller })).toBe('Seller Outside Agent');
    expect(roleWithSide({ roleId: PartyRole.Client, sideId: Side.buyer })).toBe('Buyer Client');
    expect(roleWithSide({ roleId: PartyRole.TitleEscrow, sideId: Side.both })).toBe('Title/Escrow, both sides');
    expect(roleWithSide({ roleId: 12345, sideId: Side.seller, role: 'Stager' })).toBe('Seller Stager');
  });
});
