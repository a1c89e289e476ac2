import { exampleParty } from '@offerdesk/shared/testing';
import { withoutAssignedTwice } from '../assignedTwice';

/** Seed 001 §5: 'A party assigned twice in a search is filtered out of the available parties.' */
describe('the search leaves out a contact assigned twice', () => {
  const title = exampleParty({ partyId: null, personId: null, vendorId: 5, roleId: 5 });
  const contact = exampleParty({ partyId: null, personId: 8, vendorId: 5, roleId: 5 });
  const client = exampleParty({ partyId: null, personId: 9, vendorId: null, roleId: 1 });
  const onBuyer = (p: typeof title, partyId: number) => ({ ...p, partyId, sideId: 1 });
  const onSeller = (p: typeof title, partyId: number) => ({ ...p, partyId, sideId: 2 });

  it('offers a contact the offer holds once, and not one it holds on both sides', () => {
    expect(withoutAssignedTwice([title, contact, client], [onBuyer(title, 1)])).toEqual([title, contact, client]);
    expect(withoutAssignedTwice([title, contact, client], [onBuyer(title, 1), onSeller(title, 2)])).toEqual([contact, client]);
  });

  it("tells a vendor's contact person from the vendor itself", () => {
    expect(withoutAssignedTwice([title, contact], [onBuyer(contact, 1), onSeller(contact, 2)])).toEqual([title]);
  });
});
