import type { Party } from '@offerdesk/shared/contract';

/** Colours of the parties in the assigner, in the order the parties come (contrast ≥ 4.5 with white text). */
export const PARTY_COLOURS = ['#1565c0', '#2e7d32', '#6a1b9a', '#c62828', '#00695c', '#4e342e', '#ad1457', '#37474f'];
export const UNASSIGNED_COLOUR = '#b26a00';
export const LEFT_OUT_COLOUR = '#616161';

export const colourOf = (parties: readonly Party[], partyId: number | null) => {
  const i = parties.findIndex((p) => p.partyId === partyId);
  return i < 0 ? UNASSIGNED_COLOUR : PARTY_COLOURS[i % PARTY_COLOURS.length]!;
};

/** A party's label in the legend: name and role (side). */
export const partyLabel = (p: Party) => `${p.name} (${p.side ? `${p.side} ` : ''}${p.role})`;
