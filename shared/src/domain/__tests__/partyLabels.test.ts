import { labelParties } from '../partyLabels';
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
