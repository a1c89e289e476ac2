import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveStatic, type RunningServer } from '../../scripts/serve';
import { getText, pointRemote, signIn } from '../support/agent';
import { expectAccessible } from '../support/accessible';
import { openBrowser, screenshot, type BrowserSession } from '../support/browser';
import { RELEASE_PORT, SHELL_URL } from '../support/ports';
import { buildRelease } from '../support/release';

const NEW_ROUTE = '/parties/release-check';
const RELEASE_ORIGIN = `http://localhost:${RELEASE_PORT}`;
const RELEASE = { entry: `${RELEASE_ORIGIN}/remoteEntry.js`, routes: `${RELEASE_ORIGIN}/routes.json` };

describe('a remote released alone with a new route and changed shared code', () => {
  let b: BrowserSession;
  let release: RunningServer;
  let outDir: string;
  let shellPage: string;

  beforeAll(async () => {
    shellPage = (await getText(`${SHELL_URL}/index.html`)).text;
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'offerdesk-parties-release-'));
    // A new screen, and a changed shared formatter (pageTitle) in the remote's own copy of shared.
    await buildRelease('mf-parties', outDir, { OFFERDESK_TEST_EXTRA_ROUTE: '1', OFFERDESK_TEST_SHARED_CHANGE: '1' });
    release = await serveStatic({ dir: outDir, port: RELEASE_PORT });
  }, 300_000);

  afterAll(async () => {
    await pointRemote('mfParties', null).catch(() => undefined);
    await release?.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    b = await openBrowser();
  });
  afterEach(async () => {
    await b.close();
  });

  it('is served by the unchanged shell once remotes.json points at it', async () => {
    const { page } = b;
    // The release publishes the new route in its own manifest; the suite's mf-parties does not have it.
    const published = JSON.parse(fs.readFileSync(path.join(outDir, 'routes.json'), 'utf8')) as { routes: { path: string }[] };
    expect(published.routes.map((r) => r.path)).toEqual(['/assign-parties', NEW_ROUTE]);

    await signIn(page, '/home');
    await page.getByRole('tab', { name: /Sent Offers/ }).waitFor({ timeout: 30_000 });
    // Before the release is pointed at, no remote serves the address.
    await page.goto(`${SHELL_URL}${NEW_ROUTE}`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'Not Found');

    await pointRemote('mfParties', RELEASE);
    await page.goto(`${SHELL_URL}${NEW_ROUTE}`);
    await page.getByRole('heading', { name: 'Parties release check' }).waitFor({ timeout: 30_000 });
    await page.getByText('This screen was deployed with the Parties remote alone.').waitFor();
    // The title comes from the release's manifest: breadcrumb heading and document title.
    await page.getByRole('heading', { name: 'Parties Release Check', level: 1 }).waitFor();
    expect(await page.title()).toBe('Parties Release Check · OfferDesk');
    // The remote runs its own, newer shared code; the shell keeps its own (the tab title above).
    await page.getByText('Tab title by this release: Parties Release Check | OfferDesk').waitFor();
    // The old route of the remote is still served, by the new build.
    await page.goto(`${SHELL_URL}/assign-parties`);
    await page.getByText('This screen is not available yet.').waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'assign parties placeholder of the released remote');
    await page.goto(`${SHELL_URL}${NEW_ROUTE}`);
    await page.getByRole('heading', { name: 'Parties release check' }).waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'the released remote\'s new route');
    await screenshot(page, 'remote-release-new-route');
    expect(b.errors).toEqual([]);

    // The shell was not rebuilt: the same page is served.
    expect((await getText(`${SHELL_URL}/index.html`)).text).toBe(shellPage);
  });

  it('a released remote that cannot be reached still shows the error panel with Retry', async () => {
    const { page } = b;
    await pointRemote('mfParties', RELEASE);
    await signIn(page, NEW_ROUTE);
    await page.getByRole('heading', { name: 'Parties release check' }).waitFor({ timeout: 30_000 });
    await release.close();
    try {
      await page.goto(`${SHELL_URL}${NEW_ROUTE}`);
      await page.getByText('This part of OfferDesk could not be loaded').waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Retry' }).waitFor();
      await screenshot(page, 'remote-release-down');
      await expectAccessible(page, 'error panel of a released remote that cannot be reached');
    } finally {
      release = await serveStatic({ dir: outDir, port: RELEASE_PORT });
    }
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Parties release check' }).waitFor({ timeout: 30_000 });
  });
});
