/**
 * A buyer client registers from its link (POST /client/Register): the portal form's own yup schema
 * (`clientRegistrationSchema`, the seed's rules and messages exactly) over trimmed inputs; the username is unique among agents and clients. Creates the
 * client user (scrypt hash) for the link's party and queues the mobile app invite.
 */
import type { ClientRegisterBody } from '@offerdesk/shared/contract';
import { isClientRole, Side } from '@offerdesk/shared/domain';
import { clientRegistrationSchema, REGISTRATION_MESSAGES, trimRegistration, validateWith } from '@offerdesk/shared/schemas';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/db';
import { invalidState, offerNotFound } from '../http/errors';
import { enqueueMail } from '../mail/enqueueMail';
import { refused } from './partyAccess';
import { offerIdOfDisplayId, resolvePartyLink } from './partyLinks';

export const USERNAME_TAKEN_MESSAGE = 'Username is already taken.';
export const ALREADY_REGISTERED_MESSAGE = 'You are already registered.';

export async function registerClient(db: Db, token: string, body: ClientRegisterBody): Promise<{ message: string }> {
  const input = trimRegistration({ ...body, mobilePhone: body.mobilePhone ?? '' });
  const errors = await validateWith(clientRegistrationSchema, input);
  // The link is checked before the form: a stranger learns nothing from the messages.
  const offerId = await offerIdOfDisplayId(db, body.offerDisplayId.trim());
  const party = await resolvePartyLink(db, token, offerId);
  if (!isClientRole(party.roleId) || party.sideId !== Side.buyer || party.personId === null) throw offerNotFound();
  if (Object.keys(errors).length) throw refused('validation', Object.values(errors)[0], errors);
  const passwordHash = await hashPassword(input.password);
  await db.tx(async (tx) => {
    if (await tx.one('select id from client_users where party_id = $1', [party.partyId])) throw invalidState(ALREADY_REGISTERED_MESSAGE);
    const taken = await tx.one(
      'select 1 from users where lower(username) = lower($1) union all select 1 from client_users where lower(username) = lower($1)',
      [input.username],
    );
    if (taken) throw refused('validation', USERNAME_TAKEN_MESSAGE, { username: USERNAME_TAKEN_MESSAGE });
    await tx.query('insert into client_users (person_id, offer_id, party_id, username, password_hash) values ($1, $2, $3, $4, $5)', [
      party.personId,
      offerId,
      party.partyId,
      input.username,
      passwordHash,
    ]);
    await enqueueMail(tx, {
      to: input.email,
      subject: 'Your OfferDesk client app invite',
      offerId,
      key: `clientInvite:${party.partyId}`,
      text: `Hello ${input.firstName}, your account ${input.username} is ready. Install the client mobile app and sign in to follow your offer.`,
    });
  });
  return { message: REGISTRATION_MESSAGES.success };
}
