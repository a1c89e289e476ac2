/**
 * A buyer client registers from its link (POST /client/Register): the portal form's own yup schema
 * (`clientRegistrationSchema`, the seed's rules and messages exactly) over trimmed inputs; the username is unique among agents and clients.
 *
 * The answer never tells the link's holder whether a user name exists (docs/domain/portal.md,
 * "Registration and user names"): a valid form always answers the seed's success message. What
 * happened — the account created with its app invite, the name taken, or the party already
 * registered — goes by mail to the party's e-mail on the offer, the address its link was mailed to,
 * which only the real party reads.
 */
import type { ClientRegisterBody } from '@offerdesk/shared/contract';
import { isClientRole, Side } from '@offerdesk/shared/domain';
import { clientRegistrationSchema, REGISTRATION_MESSAGES, trimRegistration, validateWith } from '@offerdesk/shared/schemas';
import { hashPassword } from '../../auth/password';
import type { Db } from '../../db/db';
import { offerNotFound } from '../../http/errors';
import { enqueueMail } from '../../mail/enqueueMail';
import { clientUserOfParty, insertClientUserIfFree } from './clientUsersRepo';
import { partiesOfOffer } from '../parties/partiesRepo';
import { refused } from '../parties/partyAccess';
import { offerIdOfDisplayId, resolvePartyLink } from './partyLinks';

export const USERNAME_TAKEN_SUBJECT = 'Your OfferDesk registration: choose another user name';
export const ALREADY_REGISTERED_SUBJECT = 'Your OfferDesk registration: you are already registered';
export const INVITE_SUBJECT = 'Your OfferDesk client app invite';

export async function registerClient(db: Db, token: string, body: ClientRegisterBody): Promise<{ message: string }> {
  const input = trimRegistration({ ...body, mobilePhone: body.mobilePhone ?? '' });
  const errors = await validateWith(clientRegistrationSchema, input);
  // The link is checked before the form: a stranger learns nothing from the messages.
  const offerId = await offerIdOfDisplayId(db, body.offerDisplayId.trim());
  const party = await resolvePartyLink(db, token, offerId);
  if (!isClientRole(party.roleId) || party.sideId !== Side.buyer || party.personId === null) throw offerNotFound();
  if (Object.keys(errors).length) throw refused('validation', Object.values(errors)[0], errors);
  const passwordHash = await hashPassword(input.password);
  const personId = party.personId;
  await db.tx(async (tx) => {
    // The address the link was mailed to (the form's own e-mail only when the offer has none).
    const to = (await partiesOfOffer(tx, offerId)).find((p) => p.partyId === party.partyId)?.email || input.email;
    const mail = (key: string, subject: string, text: string) =>
      enqueueMail(tx, { to, subject, offerId, key: `${key}:${party.partyId}`, text });
    // At most one mail of each kind a day for a party and user name: a holder retrying fills no mailbox.
    const day = new Date().toISOString().slice(0, 10);
    const registered = await clientUserOfParty(tx, party.partyId);
    if (registered) {
      await mail(
        `clientAlreadyRegistered:${day}`,
        ALREADY_REGISTERED_SUBJECT,
        `Hello ${input.firstName}, someone asked to register you again from your offer link. You are already registered as ${registered.username}: sign in to the client mobile app with it. If this was not you, tell your agent.`,
      );
      return;
    }
    const created = await insertClientUserIfFree(tx, { personId, offerId, partyId: party.partyId, username: input.username, passwordHash });
    if (!created) {
      await mail(
        `clientUsernameTaken:${day}:${input.username.toLowerCase()}`,
        USERNAME_TAKEN_SUBJECT,
        `Hello ${input.firstName}, the user name ${input.username} is already taken, so no account was created. Open your offer link again and register with another user name.`,
      );
      return;
    }
    await mail(
      'clientInvite',
      INVITE_SUBJECT,
      `Hello ${input.firstName}, your account ${input.username} is ready. Install the client mobile app and sign in to follow your offer.`,
    );
  });
  return { message: REGISTRATION_MESSAGES.success };
}
