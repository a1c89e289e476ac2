import type { TestApp } from './testApp';

/**
 * Edit party details as the dialog saves it: the owner reads the party's form and puts it back with
 * `changes` (the fields it read as null left out, as the form leaves them). Answers the saved party.
 */
export async function savePartyAsDialog(t: TestApp, offerId: number, partyId: number, changes: Record<string, unknown>) {
  const read = await t.as('owner', { url: `/offer/getOfferParty/${partyId}` });
  expect(read.statusCode).toBe(200);
  const { name: _name, isEmailUnDeliverable: _flag, ...form } = read.json() as Record<string, unknown>;
  const res = await t.as('owner', {
    method: 'PUT',
    url: '/offer/updateParty',
    payload: {
      ...Object.fromEntries(Object.entries(form).filter(([, v]) => v !== null)),
      ...changes,
      offerId,
      transactionPartyId: partyId,
    },
  });
  expect([res.statusCode, res.body.slice(0, 200)]).toEqual([200, expect.any(String)]);
  return res.json() as Record<string, unknown>;
}
