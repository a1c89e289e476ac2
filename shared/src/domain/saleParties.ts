/**
 * What a sale needs of its parties (docs/domain/sales.md, "Parties a sale needs"): the Parties step's other completeness messages,
 * checked before Convert to Sale, on the server and on the offer page alike.
 */
import { labelParties } from './partyLabels';
import { PartyRole, Side } from './parties';

export interface SaleParty {
  roleId: number;
  sideId: number;
  email?: string | null;
}

const isAgent = (roleId: number) => roleId === PartyRole.InhouseAgent || roleId === PartyRole.OutsideAgent;
const TITLE_ESCROW_ROLES: readonly number[] = [PartyRole.TitleEscrow, PartyRole.Title, PartyRole.Escrow];

/**
 * The seed's messages for what is missing, in its order; then '{role} Email is missing' for each client and agent without
 * an e-mail, named by its offer-page label ('Seller Email is missing', 'Buyer Inhouse Agent Email is missing'). Empty: complete.
 */
export function saleCompletenessMessages(parties: readonly SaleParty[]): string[] {
  const has = (test: (p: SaleParty) => boolean) => parties.some(test);
  const out: string[] = [];
  if (!has((p) => TITLE_ESCROW_ROLES.includes(p.roleId))) out.push('At least one title/escrow must be assigned');
  if (!has((p) => p.sideId === Side.buyer && isAgent(p.roleId))) out.push('At least one buyer agent must be assigned');
  if (!has((p) => p.sideId === Side.seller && isAgent(p.roleId))) out.push('At least one seller agent must be assigned');
  if (!has((p) => p.roleId === PartyRole.InhouseAgent)) out.push('At least one Inhouse agent must be assigned');
  if (!has((p) => p.sideId === Side.buyer && p.roleId === PartyRole.Client)) out.push('At least one client must be assigned as buyer');
  if (!has((p) => p.sideId === Side.seller && p.roleId === PartyRole.Client)) out.push('At least one client must be assigned as seller');
  for (const p of labelParties(parties)) {
    if ((p.roleId === PartyRole.Client || isAgent(p.roleId)) && !p.email?.trim()) out.push(`${p.label} Email is missing`);
  }
  return out;
}
