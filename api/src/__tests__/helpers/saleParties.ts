import { PartyRole, Side } from '@offerdesk/shared/domain';
import type { Db } from '../../db/db';
import { insertParty, insertPerson, insertVendor } from '../../seed/writers';

/**
 * Gives an offer the parties a sale needs (docs/domain/sales.md, "Parties a sale needs") that it lacks: the buyer-side
 * in-house agent (the person given, the agent who converts), a buyer client, a seller agent, a seller client and a
 * Title/Escrow, each with an e-mail.
 */
export async function giveSaleParties(db: Db, offerId: number, buyerAgentPersonId: number): Promise<void> {
  const has = async (roleIds: readonly number[], sideId: number | null) =>
    !!(await db.one('select 1 from offer_parties where offer_id = $1 and role_id = any($2::int[]) and ($3::int is null or side_id = $3)', [
      offerId,
      [...roleIds],
      sideId,
    ]));
  const person = (firstName: string) =>
    insertPerson(db, { firstName, lastName: `Sale${offerId}`, email: `${firstName.toLowerCase()}.${offerId}@sale.example` });
  if (!(await has([PartyRole.InhouseAgent], Side.buyer)))
    await insertParty(db, { offerId, personId: buyerAgentPersonId, roleId: PartyRole.InhouseAgent, sideId: Side.buyer });
  if (!(await has([PartyRole.Client], Side.buyer)))
    await insertParty(db, { offerId, personId: await person('Bea'), roleId: PartyRole.Client, sideId: Side.buyer });
  if (!(await has([PartyRole.InhouseAgent, PartyRole.OutsideAgent], Side.seller)))
    await insertParty(db, { offerId, personId: await person('Sal'), roleId: PartyRole.OutsideAgent, sideId: Side.seller });
  if (!(await has([PartyRole.Client], Side.seller)))
    await insertParty(db, { offerId, personId: await person('Sue'), roleId: PartyRole.Client, sideId: Side.seller });
  if (!(await has([PartyRole.TitleEscrow, PartyRole.Title, PartyRole.Escrow], null))) {
    const vendorId = await insertVendor(db, { name: `Sale Title ${offerId}`, vendorTypeId: 1, email: `title.${offerId}@sale.example` });
    await insertParty(db, { offerId, vendorId, roleId: PartyRole.TitleEscrow, sideId: Side.buyer });
  }
}
