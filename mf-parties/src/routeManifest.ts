import type { RouteManifest, RouteManifestEntry } from '@offerdesk/shared';

/**
 * Test-only build flag (OFFERDESK_TEST_EXTRA_ROUTE=1): the build carries one more screen, so a
 * test can deploy this remote alone with a new route under a shell that was not rebuilt.
 */
export const RELEASE_CHECK_ROUTE: RouteManifestEntry = { path: '/parties/release-check', title: 'Parties Release Check' };
const withReleaseCheck = process.env.OFFERDESK_TEST_EXTRA_ROUTE === '1';

/** The screens this remote serves; its build publishes this as routes.json next to remoteEntry.js. */
export const ROUTE_MANIFEST: RouteManifest = {
  remote: 'mfParties',
  area: 'Parties',
  routes: [{ path: '/assign-parties', title: 'Create Offer' }, ...(withReleaseCheck ? [RELEASE_CHECK_ROUTE] : [])],
};
