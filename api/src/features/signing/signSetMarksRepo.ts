/** The marks signers signed with, kept until the stamping job stamps them into the set's copies (signStamping.ts). */
import { SignerStatus } from '@offerdesk/shared/domain';
import type { Db } from '../../db/db';
import type { Mark, SignerMarks } from '../../pdf/stampSignatures';

/** A mark as kept: a drawn one's PNG in base64. */
type KeptMark = { type: 'typed'; text: string } | { type: 'drawn'; png: string };

const kept = (m: Mark): KeptMark => (m.type === 'drawn' ? { type: 'drawn', png: Buffer.from(m.png).toString('base64') } : m);
const markOf = (m: KeptMark): Mark => (m.type === 'drawn' ? { type: 'drawn', png: new Uint8Array(Buffer.from(m.png, 'base64')) } : m);

/** Keeps the party's marks of the set, to be stamped (once per signer). */
export const keepSignerMarks = (db: Db, signSetId: number, partyId: number, marks: SignerMarks, signedOn: Date) =>
  db.query(
    `insert into sign_set_marks (sign_set_id, party_id, signature, initials, date_text, signed_on) values ($1, $2, $3, $4, $5, $6)
     on conflict (sign_set_id, party_id) do nothing`,
    [signSetId, partyId, JSON.stringify(kept(marks.signature)), JSON.stringify(kept(marks.initials)), marks.date, signedOn],
  );

export interface PendingMarks {
  id: number;
  partyId: number;
  marks: SignerMarks;
}

/** The set's marks not stamped yet, in the order their signers signed. */
export async function unstampedMarks(db: Db, signSetId: number): Promise<PendingMarks[]> {
  const rows = await db.query<{ id: number; partyId: number; signature: KeptMark; initials: KeptMark; date: string }>(
    `select id, party_id as "partyId", signature, initials, date_text as date from sign_set_marks
      where sign_set_id = $1 and stamped_on is null order by id`,
    [signSetId],
  );
  return rows.map((r) => ({
    id: r.id,
    partyId: r.partyId,
    marks: { signature: markOf(r.signature), initials: markOf(r.initials), date: r.date },
  }));
}

export const markMarksStamped = (db: Db, ids: readonly number[]) =>
  db.query('update sign_set_marks set stamped_on = now() where id = any($1::int[])', [[...ids]]);

/** The sets with marks not stamped yet (a restart's or a test's pending stamping). */
export const setsWithUnstampedMarks = async (db: Db) =>
  (await db.query<{ id: number }>('select distinct sign_set_id as id from sign_set_marks where stamped_on is null order by 1')).map(
    (r) => r.id,
  );

/** The offer's sets with marks not stamped yet (what seating a seller brings up to date first). */
export const setsOfOfferWithUnstampedMarks = async (db: Db, offerId: number) =>
  (
    await db.query<{ id: number }>(
      `select distinct m.sign_set_id as id from sign_set_marks m join sign_sets s on s.id = m.sign_set_id
        where s.offer_id = $1 and m.stamped_on is null order by 1`,
      [offerId],
    )
  ).map((r) => r.id);

/** The signer whose signature came last, with its time (what completing the set records). */
export const lastSignatureOfSet = (db: Db, signSetId: number) =>
  db.one<{ partyId: number; signedOn: Date }>(
    `select party_id as "partyId", signed_on as "signedOn" from sign_set_parties
      where sign_set_id = $1 and sign_status = $2 order by signed_on desc, id desc limit 1`,
    [signSetId, SignerStatus.Signed],
  );
