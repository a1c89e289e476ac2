import { LIMITS } from '../domain/limits';

/** Badge text: the count, or "99+" when it is too long. Empty for 0. */
export function badgeText(count: number): string {
  if (!count || count < 0) return '';
  return count > LIMITS.receivedBadgeMax ? `${LIMITS.receivedBadgeMax}+` : String(count);
}
