import type { PortalOffer } from '@offerdesk/shared/contract';
import { isOfferAccepted, latestCounterOffer, OfferStatus, Side } from '@offerdesk/shared';
import { isClientRole, isOpenCounter } from '@offerdesk/shared/features';

/** Our words when a client's buttons hold no Counter Offer (docs/domain/portal.md, "The client decides on the landing page"). */
export const NOTHING_TO_COUNTER = 'There is nothing for you to counter now.';

/**
 * What happened to the offer and what comes next, said to a client on its landing page after a decision
 * (docs/domain/portal.md, "The client decides on the landing page"); null while the client still has to decide.
 * No mail reaches a client when the other side accepts or its agent forwards, so the text promises e-mail only
 * for what needs the client (a forward to it mails a new link).
 */
export function decisionNotice(o: PortalOffer): string | null {
  const self = o.party;
  if (!self || !isClientRole(self.roleId)) return null;
  const agent = o.sharedBy?.name || 'your agent';
  const otherSide = self.sideId === Side.buyer ? 'seller' : 'buyer';
  if (o.statusId === OfferStatus.rejected)
    return `This offer was rejected: it can no longer be accepted or countered. ${agent} can tell you what comes next.`;
  if (isOfferAccepted(o)) return `The offer is accepted. ${agent} takes it from here and will tell you what comes next.`;
  const latest = latestCounterOffer(o) as PortalOffer['counterOffers'][number] | undefined;
  if (latest && latest.partySideId === self.sideId && isOpenCounter(latest)) {
    const who = latest.partyId === self.partyId ? 'Your counter offer' : `Counter Offer ${latest.number} of your side`;
    return (
      `${who} went to ${agent}, who sends it on to the ${otherSide}'s side. ` +
      `The ${otherSide}'s answer shows on this page; you will get an e-mail when it needs something from you.`
    );
  }
  if (self.hasSigned && !self.hasPendingSignature)
    return `You signed the offer. ${agent} takes it from here; you will get an e-mail when it needs something from you.`;
  return null;
}
