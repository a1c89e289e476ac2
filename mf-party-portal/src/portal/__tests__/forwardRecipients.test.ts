import { portalOfferExample } from '../../testing/portalOffer';
import { forwardRecipients } from '../portalModel';

describe('forward page recipients', () => {
  it('names each party with its side and role, so two title/escrow parties are told apart', () => {
    const base = portalOfferExample();
    const title = (partyId: number, name: string, sideId: number) => ({
      ...base.parties[0],
      partyId,
      name,
      roleId: 5,
      role: 'Title/Escrow',
      sideId,
      side: sideId === 1 ? 'Buyer' : 'Seller',
    });
    const offer = portalOfferExample({
      parties: [...base.parties, title(20, 'Desert Title', 1), title(21, 'Desert Title', 2)],
      party: {
        partyId: 11,
        roleId: 4,
        sideId: 1,
        side: 'Buyer',
        name: 'Alex Morgan',
        isOwner: true,
        hasSigned: false,
        hasPendingSignature: false,
        isRegistered: false,
      },
    });
    const { recipients, optional } = forwardRecipients(offer, 'sellerAgent');
    expect(recipients.map((r) => `${r.name} (${r.role})`)).toEqual(['Sam Rivera (Seller Outside Agent)']);
    expect(optional.filter((r) => r.id >= 20).map((r) => `${r.name} (${r.role})`)).toEqual([
      'Desert Title (Buyer Title/Escrow)',
      'Desert Title (Seller Title/Escrow)',
    ]);
    expect(optional.find((r) => r.id === 10)?.role).toBe('Buyer Client');
  });
});
