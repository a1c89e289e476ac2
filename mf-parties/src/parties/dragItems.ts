import type { Party } from '@offerdesk/shared/contract';

/** The group every party list shares: search results are cloned out, the sides take them and each other's. */
export const DRAG_GROUP = 'offer-parties';

/** An item of a sortable list. */
export interface DragItem {
  id: string;
  party: Party;
}

/** A search result's key: the contact in its role. */
export const searchKey = (p: Party) => `s-${p.personId ?? 0}-${p.vendorId ?? 0}-${p.roleId}`;
/** An assigned party's key. */
export const assignedKey = (p: Party) => `p-${p.partyId}`;
