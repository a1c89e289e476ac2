import fs from 'node:fs';
import path from 'node:path';
import { getText, pointRemote, signIn } from '../support/agent';
import { expectAccessible } from '../support/accessible';
import { screenshot } from '../support/browser';
import { SHELL_URL } from '../support/ports';
import { releasedBeside } from '../support/release';

const NEW_ROUTE = '/parties/release-check';

describe('a remote released alone with a new route and changed shared code', () => {
  // A new screen, and a changed shared formatter (pageTitle) in the remote's own copy of shared.
  const release = releasedBeside('mf-parties', 'mfParties', { OFFERDESK_TEST_EXTRA_ROUTE: '1', OFFERDESK_TEST_SHARED_CHANGE: '1' });

  it('is served by the unchanged shell once remotes.json points at it', async () => {
    const { page } = release.b;
    // The release publishes the new route in its own manifest; the suite's mf-parties does not have it.
    const published = JSON.parse(fs.readFileSync(path.join(release.dir, 'routes.json'), 'utf8')) as { routes: { path: string }[] };
    expect(published.routes.map((r) => r.path)).toEqual(['/assign-parties', NEW_ROUTE]);

    await signIn(page, '/home');
    await page.getByRole('tab', { name: /Sent Offers/ }).waitFor({ timeout: 30_000 });
    // Before the release is pointed at, no remote serves the address.
    await page.goto(`${SHELL_URL}${NEW_ROUTE}`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'Not Found');

    await pointRemote('mfParties', release.location);
    await page.goto(`${SHELL_URL}${NEW_ROUTE}`);
    await page.getByRole('heading', { name: 'Parties release check', exact: true }).waitFor({ timeout: 30_000 });
    await page.getByText('This screen was deployed with the Parties remote alone.').waitFor();
    // The title comes from the release's manifest: breadcrumb heading and document title.
    await page.getByRole('heading', { name: 'Parties Release Check', level: 1 }).waitFor();
    expect(await page.title()).toBe('Parties Release Check · OfferDesk');
    // The remote runs its own, newer shared code; the shell keeps its own (the tab title above).
    await page.getByText('Tab title by this release: Parties Release Check | OfferDesk').waitFor();
    // The old route of the remote is still served, by the new build.
    await page.goto(`${SHELL_URL}/assign-parties`);
    // (No offer is open in this browser: the Parties screen asks to start one.)
    await page.getByText('Start an offer before assigning its parties.').waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'the Parties screen of the released remote, no offer open');
    await page.goto(`${SHELL_URL}${NEW_ROUTE}`);
    await page.getByRole('heading', { name: 'Parties release check', exact: true }).waitFor({ timeout: 30_000 });
    await expectAccessible(page, "the released remote's new route");
    await screenshot(page, 'remote-release-new-route');
    expect(release.b.errors).toEqual([]);

    // The shell was not rebuilt: the same page is served.
    expect((await getText(`${SHELL_URL}/index.html`)).text).toBe(release.shellPage);
  });

  it('a released remote that cannot be reached still shows the error panel with Retry', async () => {
    const { page } = release.b;
    await pointRemote('mfParties', release.location);
    await signIn(page, NEW_ROUTE);
    await page.getByRole('heading', { name: 'Parties release check', exact: true }).waitFor({ timeout: 30_000 });
    await release.stop();
    try {
      await page.goto(`${SHELL_URL}${NEW_ROUTE}`);
      await page.getByText('This part of OfferDesk could not be loaded').waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Retry' }).waitFor();
      await screenshot(page, 'remote-release-down');
      await expectAccessible(page, 'error panel of a released remote that cannot be reached');
    } finally {
      await release.serve();
    }
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Parties release check', exact: true }).waitFor({ timeout: 30_000 });
  });
});
