import type { DocumentFields, OfferDetail, OfferParty } from '@offerdesk/shared/contract';
import { PartyRole, Side } from '@offerdesk/shared';
import { nameWithSide, signersOf } from '@offerdesk/shared/features';
import { SHARING_MESSAGES } from '@offerdesk/shared/forms';

export const RECIPIENT_GROUPS = ['Buyers', 'Sellers', 'Agents', 'Title/Escrow', 'Others'] as const;
export type RecipientGroup = (typeof RECIPIENT_GROUPS)[number];

export interface Recipient {
  party: OfferParty;
  group: RecipientGroup;
  /** A buyer: always selected when it can be. */
  isBuyer: boolean;
  /** Holds a signature in one of the chosen documents: it signs; otherwise it gets a copy. */
  signs: boolean;
  /** Why it cannot be selected ('Email is missing to share.', 'Assign to a signature in document to enable sharing.'), else null. */
  problem: string | null;
}

const TITLE_ROLES: number[] = [PartyRole.TitleEscrow, PartyRole.Title, PartyRole.Escrow];

function groupOf(p: OfferParty): RecipientGroup {
  if (p.roleId === PartyRole.Client) return p.sideId === Side.buyer ? 'Buyers' : 'Sellers';
  if (p.roleId === PartyRole.InhouseAgent || p.roleId === PartyRole.OutsideAgent) return 'Agents';
  if (TITLE_ROLES.includes(p.roleId)) return 'Title/Escrow';
  return 'Others';
}

/** The offer's parties as Share step 2 lists them, in signing order (buyers, sellers, agents, title/escrow, others). */
export function recipientsOf(
  parties: readonly OfferParty[],
  fields: readonly DocumentFields[],
  documentIds: readonly number[],
): Recipient[] {
  const signers = signersOf(fields, documentIds);
  return parties
    .map((party) => {
      const group = groupOf(party);
      const signs = signers.has(party.partyId);
      const problem = !party.email
        ? SHARING_MESSAGES.emailMissing
        : party.roleId === PartyRole.Client && !signs
          ? SHARING_MESSAGES.notAssigned
          : null;
      return { party, group, isBuyer: group === 'Buyers', signs, problem };
    })
    .sort((a, b) => RECIPIENT_GROUPS.indexOf(a.group) - RECIPIENT_GROUPS.indexOf(b.group));
}

/** Buyers are always selected (when they can be); the rest only when chosen. */
export const isSelected = (r: Recipient, chosen: ReadonlySet<number>) => r.problem === null && (r.isBuyer || chosen.has(r.party.partyId));

/** The signers in order and the optional recipients (copies) of a selection. */
export function shareParties(recipients: readonly Recipient[], chosen: ReadonlySet<number>) {
  const selected = recipients.filter((r) => isSelected(r, chosen));
  return {
    parties: selected.filter((r) => r.signs).map((r) => ({ partyId: r.party.partyId })),
    optionalRecipients: selected.filter((r) => !r.signs).map((r) => r.party.partyId),
  };
}

/** 'Buyer email is missing' unless a buyer has an e-mail. */
export const hasBuyerEmail = (parties: readonly OfferParty[]) =>
  parties.some((p) => p.roleId === PartyRole.Client && p.sideId === Side.buyer && !!p.email);

export const partyLabel = (p: OfferParty) => p.name || [p.firstName, p.lastName].filter(Boolean).join(' ') || p.company || 'Party';

/** A recipient's checkbox label: its name with its side and role, its e-mail, and '– copy' when it does not sign. */
export const recipientLabel = (r: Recipient) =>
  `${nameWithSide(partyLabel(r.party), r.party)}${r.party.email ? `, ${r.party.email}` : ''}${r.signs ? '' : ' – copy'}`;

/**
 * The agent's own party when it is the buyer-side in-house agent (the offer's `party`, matched by e-mail by the
 * server); never a colleague's party (docs/domain/offers.md "The buyer agent").
 */
export function ownBuyerAgentParty(offer: Pick<OfferDetail, 'party' | 'parties'>): OfferParty | undefined {
  const isBuyerAgent = (p: { roleId: number; sideId: number }) => p.roleId === PartyRole.InhouseAgent && p.sideId === Side.buyer;
  return offer.party && isBuyerAgent(offer.party) ? offer.parties.find((p) => p.partyId === offer.party!.partyId) : undefined;
}

/** A share selection with `partyId` signing first ('Sign documents'): the agent, then the chosen signers in their order. */
export function signerFirst(selection: ReturnType<typeof shareParties>, partyId: number): ReturnType<typeof shareParties> {
  return {
    parties: [{ partyId }, ...selection.parties.filter((p) => p.partyId !== partyId)],
    optionalRecipients: selection.optionalRecipients.filter((id) => id !== partyId),
  };
}
