import { HIDDEN_FILTER_STATUSES, LIMITS, OFFER_STATUS_IDS, OfferStatus } from '@offerdesk/shared/domain';
import type { OfferListQuerystring } from '@offerdesk/shared/contract';
import type { Db } from '../../db/db';
import type { TokenSubject } from '../../auth/token';
import { badField } from '../../http/errors';
import { countUnviewedReceived, listOffers } from './offersRepo';
import type { OfferTab } from './offerListSql';
import { decodeCursor, encodeCursor } from './cursor';
import { toOfferItem, type OfferItem, type UrlResolver } from './offerMapper';

export type OfferListQuery = OfferListQuerystring;

/**
 * Statuses a tab lists under 'All': every status but the tab's hidden ones. Archived is not hidden by
 * status: it is the is_archived flag that isShowArchive controls.
 */
export const visibleStatuses = (tab: OfferTab): number[] =>
  OFFER_STATUS_IDS.filter((id) => id === OfferStatus.archived || !HIDDEN_FILTER_STATUSES[tab].includes(id as never));

/** Parses 'selectedOfferStatus': comma-joined known status ids; empty means every visible one. */
export function parseStatusFilter(raw: string | undefined, tab: OfferTab): number[] {
  const parts = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (parts.length === 0) return visibleStatuses(tab);
  const ids = parts.map((s) => (/^\d+$/.test(s) ? Number(s) : NaN));
  const bad = parts.filter((_, i) => !OFFER_STATUS_IDS.includes(ids[i]));
  if (bad.length) throw badField('selectedOfferStatus', `unknown offer status id(s): ${bad.join(', ')}`);
  return [...new Set(ids)];
}

export async function listOfferPage(
  db: Db,
  agent: TokenSubject,
  tab: OfferTab,
  q: OfferListQuery,
  resolveUrl: UrlResolver,
): Promise<{ items: OfferItem[]; nextCursor?: string }> {
  const pageSize = q.pageSize ?? LIMITS.offerPageSize;
  const rows = await listOffers(db, {
    tab,
    userId: agent.userId,
    personId: agent.personId,
    statusIds: parseStatusFilter(q.selectedOfferStatus, tab),
    searchTerm: (q.searchTerm ?? '').trim().toLowerCase(),
    includeArchived: q.isShowArchive === true,
    ascending: q.sortByTerm === 'asc',
    after: q.cursor ? decodeCursor(q.cursor) : undefined,
    limit: pageSize + 1,
  });
  const page = rows.slice(0, pageSize);
  const items = page.map((row) => toOfferItem(row, { userId: agent.userId, resolveUrl }));
  const last = page[page.length - 1];
  return { items, nextCursor: rows.length > pageSize && last ? encodeCursor(last) : undefined };
}

export const unviewedReceivedCount = (db: Db, agent: TokenSubject) =>
  countUnviewedReceived(db, agent.userId, agent.personId, visibleStatuses('received'));
