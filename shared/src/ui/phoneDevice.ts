/** Phones by user agent, tablets excluded (seed 001 §9; docs/domain/portal.md, "Its own deployment"). */
const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)|SM-T\d/i;
const PHONE = /iPhone|iPod|Android.*Mobile|Windows Phone|IEMobile|BlackBerry|Opera Mini|Mobile Safari/i;

/** A phone by its user agent; tablets (iPad, Android without "Mobile", Kindle …) are not phones. */
export function isPhoneUserAgent(userAgent: string): boolean {
  if (TABLET.test(userAgent)) return false;
  if (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent)) return false;
  return PHONE.test(userAgent);
}

/** A phone held sideways is asked to rotate; tablets and desktops never are. */
export const asksToRotate = (userAgent: string, width: number, height: number): boolean => isPhoneUserAgent(userAgent) && width > height;
