/**
 * The audit chain's arithmetic (docs/domain/audit.md), free of any database: the canonical content of
 * an activity, its SHA-256, and the check of a whole trail that names the first broken link. The API
 * chains and checks with it; so does `npm run verify-audit` on an exported trail.
 */
import { createHash } from 'node:crypto';
import { AUDIT_TRAIL_FORMAT } from '@offerdesk/shared/contract';

/** What an activity's hash covers. */
export interface ChainedContent {
  seq: number;
  offerId: number;
  action: string;
  actorUserId: number | null;
  actorPartyId: number | null;
  /** ISO 8601 in UTC with milliseconds, e.g. 2026-11-27T16:05:00.000Z. */
  createdOn: string;
  details: unknown;
  /** The hash of the activity before it on the same offer; null for the first. */
  prevHash: string | null;
}

export interface ChainedEntry extends ChainedContent {
  /** The activity's id in the database (not hashed: it names the row). */
  id: number;
  hash: string;
  /** What an export left out of this entry for its caller: its hash is linked but cannot be recomputed. */
  withheld?: string[];
}

/** JSON with every object's keys sorted and no white space: `jq -cS` prints the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** The fields an activity's hash covers, and nothing else. */
export const contentOf = (e: ChainedContent): ChainedContent => ({
  seq: e.seq,
  offerId: e.offerId,
  action: e.action,
  actorUserId: e.actorUserId,
  actorPartyId: e.actorPartyId,
  createdOn: e.createdOn,
  details: e.details,
  prevHash: e.prevHash,
});

/** The SHA-256 (hex) of the activity's canonical content. */
export const hashOf = (e: ChainedContent): string =>
  createHash('sha256')
    .update(canonicalJson(contentOf(e)), 'utf8')
    .digest('hex');

export type TrailCheck =
  | { intact: true; count: number; head: string | null; withheld: number }
  | { intact: false; count: number; seq: number; activityId: number | null; problem: string };

const broken = (count: number, seq: number, activityId: number | null, problem: string): TrailCheck => ({
  intact: false,
  count,
  seq,
  activityId,
  problem,
});

/**
 * Checks a trail in its order: each entry's place follows the one before, its `prevHash` is the hash
 * before it and its `hash` is that of its content (not recomputed for an entry an export withheld part
 * of: it is counted instead); the last hash and place are the offer's head. The answer names the first
 * entry at fault.
 */
export function checkTrail(entries: ReadonlyArray<ChainedEntry>, head: { seq: number; hash: string | null }): TrailCheck {
  let prev: ChainedEntry | undefined;
  for (const e of entries) {
    const expectedSeq = (prev?.seq ?? 0) + 1;
    const name = `activity ${e.id} (${e.action}, place ${e.seq})`;
    if (e.seq !== expectedSeq)
      return broken(
        entries.length,
        e.seq,
        e.id,
        e.seq > expectedSeq
          ? `${name}: place ${expectedSeq} is missing before it (removed)`
          : `${name}: out of order after place ${prev?.seq ?? 0}`,
      );
    if (e.prevHash !== (prev?.hash ?? null))
      return broken(entries.length, e.seq, e.id, `${name}: its link to the activity before it does not match (removed or reordered)`);
    if (!e.withheld?.length && hashOf(e) !== e.hash) return broken(entries.length, e.seq, e.id, `${name}: its content was changed`);
    prev = e;
  }
  if ((prev?.seq ?? 0) !== head.seq || (prev?.hash ?? null) !== head.hash)
    return broken(
      entries.length,
      head.seq,
      null,
      `the trail ends at place ${prev?.seq ?? 0} but the offer's chain ends at place ${head.seq}: its last activities were removed or changed`,
    );
  return { intact: true, count: entries.length, head: prev?.hash ?? null, withheld: entries.filter((e) => e.withheld?.length).length };
}

/** One line for a person: "intact (N activities)" or the first broken link. */
export function describeCheck(c: TrailCheck): string {
  if (!c.intact) return `Broken at ${c.problem}.`;
  const intact = `Intact: ${c.count} activities, each linked to the one before it`;
  if (!c.withheld) return `${intact}.`;
  return `${intact}; ${c.withheld} with details withheld from this export: their hashes link, their content is not recomputed.`;
}

const isEntry = (e: unknown): e is ChainedEntry => {
  const x = e as Record<string, unknown>;
  return (
    !!x &&
    typeof x === 'object' &&
    Number.isInteger(x.id) &&
    Number.isInteger(x.seq) &&
    Number.isInteger(x.offerId) &&
    typeof x.action === 'string' &&
    typeof x.createdOn === 'string' &&
    typeof x.hash === 'string' &&
    (x.prevHash === null || typeof x.prevHash === 'string') &&
    (x.withheld === undefined || (Array.isArray(x.withheld) && x.withheld.every((w) => typeof w === 'string')))
  );
};

/** Checks the text of an exported trail (`npm run verify-audit`): unreadable, intact, or the first broken link. */
export function checkAuditTrailFile(text: string): { readable: boolean; intact: boolean; message: string } {
  let trail: { format?: unknown; entries?: unknown; head?: { seq?: unknown; hash?: unknown } };
  try {
    trail = JSON.parse(text) as typeof trail;
  } catch {
    return { readable: false, intact: false, message: 'not JSON: export the audit trail as JSON from the offer page.' };
  }
  const entries = Array.isArray(trail?.entries) ? trail.entries : null;
  const head = trail?.head;
  if (trail?.format !== AUDIT_TRAIL_FORMAT || !entries || !head || !Number.isInteger(head.seq))
    return { readable: false, intact: false, message: `not an audit trail export (format ${AUDIT_TRAIL_FORMAT}).` };
  const bad = entries.findIndex((e) => !isEntry(e));
  if (bad >= 0)
    return { readable: true, intact: false, message: `Broken at entry ${bad + 1}: its fields are missing or of the wrong kind.` };
  const check = checkTrail(entries as ChainedEntry[], { seq: head.seq as number, hash: typeof head.hash === 'string' ? head.hash : null });
  return { readable: true, intact: check.intact, message: describeCheck(check) };
}
