/** The portal's layout rules (docs/domain/portal.md, "Its own deployment"): mobile widths, phones by user agent, tablets excluded. */
export const MOBILE_MIN_WIDTH = 200;
export const MOBILE_MAX_WIDTH = 600;
/** Up to this width the seller agent's add-seller step opens the mobile add-seller page. */
export const ADD_SELLER_REDIRECT_MAX_WIDTH = 820;

export const isMobileWidth = (width: number): boolean => width >= MOBILE_MIN_WIDTH && width <= MOBILE_MAX_WIDTH;
export const opensAddSellerPage = (width: number): boolean => width <= ADD_SELLER_REDIRECT_MAX_WIDTH;

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
