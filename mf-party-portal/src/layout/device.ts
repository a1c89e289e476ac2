/** The portal's layout rules (docs/domain/portal.md, "Its own deployment"): mobile widths, phones by user agent, tablets excluded. */
export const MOBILE_MIN_WIDTH = 200;
export const MOBILE_MAX_WIDTH = 600;
/** Up to this width the seller agent's add-seller step opens the mobile add-seller page. */
export const ADD_SELLER_REDIRECT_MAX_WIDTH = 820;

export const isMobileWidth = (width: number): boolean => width >= MOBILE_MIN_WIDTH && width <= MOBILE_MAX_WIDTH;
export const opensAddSellerPage = (width: number): boolean => width <= ADD_SELLER_REDIRECT_MAX_WIDTH;

/** Phones and the rotate rule are the suite's (`@offerdesk/shared`): the signing service and the shell ask too. */
export { asksToRotate, isPhoneUserAgent } from '@offerdesk/shared';
