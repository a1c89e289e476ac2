/**
 * Party labels of the offer page (docs/domain/offers.md, "Party labels"): a client is named by its side ('Buyer', 'Seller'),
 * numbered when the side has several ('Buyer 1', 'Buyer 2'); an agent '{side} {agent role}'
 * ('Buyer Inhouse Agent', numbered when several of that role and side); any other role keeps its
 * role name. Parties are sorted by side (buyer first), keeping their order within a side.
 */
import { PARTY_ROLE_NAMES, PartyRole, SIDE_NAMES, type PartyRoleId } from './parties';

export interface LabelledPartyLike {
  roleId: number;
  sideId: number;
}

const isAgent = (roleId: number) => roleId === PartyRole.InhouseAgent || roleId === PartyRole.OutsideAgent;
const groupOf = (p: LabelledPartyLike) =>
  p.roleId === PartyRole.Client ? `c${p.sideId}` : isAgent(p.roleId) ? `a${p.sideId}:${p.roleId}` : null;

/** Each party with its label, sorted by side. */
export function labelParties<P extends LabelledPartyLike>(parties: readonly P[]): Array<P & { label: string }> {
  const sorted = parties
    .map((p, i) => ({ p, i }))
    .sort((a, b) => a.p.sideId - b.p.sideId || a.i - b.i)
    .map(({ p }) => p);
  const sizes = new Map<string, number>();
  for (const p of sorted) {
    const g = groupOf(p);
    if (g) sizes.set(g, (sizes.get(g) ?? 0) + 1);
  }
  const seen = new Map<string, number>();
  return sorted.map((p) => {
    const role = PARTY_ROLE_NAMES[p.roleId as PartyRoleId] ?? 'Party';
    const g = groupOf(p);
    if (!g) return { ...p, label: role };
    const side = SIDE_NAMES[p.sideId as 1 | 2] ?? '';
    const base = p.roleId === PartyRole.Client ? side : `${side} ${role}`;
    const n = (seen.get(g) ?? 0) + 1;
    seen.set(g, n);
    return { ...p, label: (sizes.get(g) ?? 0) > 1 ? `${base} ${n}` : base };
  });
}

/**
 * A party's role with its side, as the Share step and the forward page name each recipient so two
 * parties of one role are told apart: 'Buyer Client', 'Seller Inhouse Agent', 'Buyer Title/Escrow';
 * a party on no single side (sideId 0) 'Title/Escrow, both sides'.
 */
export function roleWithSide(p: LabelledPartyLike & { role?: string | null }): string {
  const role = PARTY_ROLE_NAMES[p.roleId as PartyRoleId] ?? (p.role || 'Party');
  const side = SIDE_NAMES[p.sideId as 1 | 2];
  return side ? `${side} ${role}` : `${role}, both sides`;
}

/** '{name} ({side} {role})', e.g. 'Tess Title (Seller Title/Escrow)'. */
export const nameWithSide = (name: string, p: LabelledPartyLike & { role?: string | null }) => `${name} (${roleWithSide(p)})`;

/** Whether a recipient gets the documents, as the Share step says it next to each party. */
export const shareStateLabel = (shared: boolean) => (shared ? 'Shared' : 'Not Shared');

/** The words the offer's text to the seller agent opens with. */
export const OFFER_TEXT_PREFIX = 'You have an offer to purchase your listing at';
export const offerTextFor = (address: string) => `${OFFER_TEXT_PREFIX} ${address}`;
