import type { Db } from '../../db/db';

export interface ConsentRow {
  id: number;
  textVersion: string;
  givenOn: Date;
  withdrawnOn: Date | null;
  ip: string;
  userAgent: string;
}

const CONSENT_COLUMNS = `id, text_version as "textVersion", given_on as "givenOn", withdrawn_on as "withdrawnOn", ip, user_agent as "userAgent"`;

/** The party's latest consent (given, perhaps withdrawn since). */
export const latestConsent = (db: Db, partyId: number) =>
  db.one<ConsentRow>(`select ${CONSENT_COLUMNS} from signing_consents where party_id = $1 order by id desc limit 1`, [partyId]);

/** The latest consent of each of the parties. */
export const latestConsents = async (db: Db, partyIds: readonly number[]) =>
  new Map(
    (
      await db.query<ConsentRow & { partyId: number }>(
        `select distinct on (party_id) party_id as "partyId", ${CONSENT_COLUMNS}
           from signing_consents where party_id = any($1::int[]) order by party_id, id desc`,
        [partyIds as number[]],
      )
    ).map((r) => [r.partyId, r]),
  );

export const insertConsent = (
  db: Db,
  c: { partyId: number; offerId: number; signSetId: number; textVersion: string; text: string; ip: string; userAgent: string; at: Date },
) =>
  db.query(
    `insert into signing_consents (party_id, offer_id, sign_set_id, text_version, text, ip, user_agent, given_on)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [c.partyId, c.offerId, c.signSetId, c.textVersion, c.text, c.ip, c.userAgent, c.at],
  );

export const markConsentWithdrawn = (db: Db, consentId: number, at: Date) =>
  db.query('update signing_consents set withdrawn_on = $2 where id = $1 and withdrawn_on is null', [consentId, at]);

/** The text of the brokerage of the agent who shared the set (the offer owner's when the set names nobody); null: OfferDesk's. */
export const consentTextOfSet = async (db: Db, signSetId: number) =>
  (
    await db.one<{ text: string | null }>(
      `select b.signing_consent_text as text
         from sign_sets s join offers o on o.id = s.offer_id
         join users u on u.id = coalesce(s.created_by_user_id, o.owner_user_id)
         join brokerages b on b.id = u.brokerage_id
        where s.id = $1`,
      [signSetId],
    )
  )?.text ?? null;

/** Who shared the set (the offer's owner when the set names nobody): the agent told of a withdrawal. */
export const sharerOfSet = (db: Db, signSetId: number) =>
  db.one<{ email: string | null; firstName: string; lastName: string }>(
    `select pe.email, pe.first_name as "firstName", pe.last_name as "lastName"
       from sign_sets s join offers o on o.id = s.offer_id
       join users u on u.id = coalesce(s.created_by_user_id, o.owner_user_id)
       join persons pe on pe.id = u.person_id
      where s.id = $1`,
    [signSetId],
  );

export const brokerageConsentText = async (db: Db, brokerageId: number) =>
  (await db.one<{ text: string | null }>('select signing_consent_text as text from brokerages where id = $1', [brokerageId]))?.text ?? null;

export const setBrokerageConsentText = (db: Db, brokerageId: number, text: string | null) =>
  db.query('update brokerages set signing_consent_text = $2 where id = $1', [brokerageId, text]);
