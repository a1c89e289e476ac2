/**
 * Test-only build flag OFFERDESK_TEST_SHARED_CHANGE=1: this build's copy of the formatter joins
 * with ' | ' instead of ' · ', so a test can see which app's copy of shared code runs.
 */
const SEPARATOR = process.env.OFFERDESK_TEST_SHARED_CHANGE === '1' ? ' | ' : ' · ';

/** The browser tab's title of a screen: 'Create Offer · OfferDesk'. */
export function pageTitle(screenTitle: string): string {
  return `${screenTitle}${SEPARATOR}OfferDesk`;
}
