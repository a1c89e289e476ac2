import { contract, type PartyLinkBody } from '../../contract';
import type { ApiClient } from '../client';

/** POST /offer/RevokePartyLink: the owner ends every live link of one party of the offer. */
export const revokePartyLink = (api: ApiClient, body: PartyLinkBody) => api.send(contract.partyLinks.revoke, { body });
/** POST /offer/ResendPartyLink: the owner mails one party a new link (its older links end). */
export const resendPartyLink = (api: ApiClient, body: PartyLinkBody) => api.send(contract.partyLinks.resend, { body });
