import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveStatic, type RunningServer } from '../../scripts/serve';
import { getText, pointRemote, signIn } from '../support/agent';
import { expectAccessible } from '../support/accessible';
import { openBrowser, screenshot, type BrowserSession } from '../support/browser';
import { RELEASE_PORT, SHELL_URL } from '../support/ports';
import { buildRelease } from '../support/release';

const RELEASE_ORIGIN = `http://localhost:${RELEASE_PORT}`;
const runtimeVersion = (JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../runtime/package.json'), 'utf8')) as { version: string }).version;
const [major, minor] = runtimeVersion.split('.').map(Number);
const NEWER = `^${major}.${minor + 1}.0`;

describe('a remote released for a newer host runtime than the shell has', () => {
  let b: BrowserSession;
  let release: RunningServer;
  let outDir: string;
  let shellPage: string;

  beforeAll(async () => {
    shellPage = (await getText(`${SHELL_URL}/index.html`)).text;
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'offerdesk-parties-newer-runtime-'));
    // The remote asks for the next minor version of @offerdesk/runtime, as one built against a newer runtime API would.
    await buildRelease('mf-parties', outDir, { OFFERDESK_TEST_REQUIRE_NEWER_RUNTIME: '1' });
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

  it('shows its error panel with a clear message, and the rest of OfferDesk keeps working', async () => {
    const { page } = b;
    await pointRemote('mfParties', { entry: `${RELEASE_ORIGIN}/remoteEntry.js`, routes: `${RELEASE_ORIGIN}/routes.json` });
    await signIn(page, '/assign-parties');
    const panel = page.getByRole('alert');
    await panel.getByText('This part of OfferDesk needs a newer OfferDesk').waitFor({ timeout: 30_000 });
    await panel.getByText(`The Parties area was released for OfferDesk runtime ${NEWER}; this page runs ${runtimeVersion}. Reload the page to update OfferDesk.`).waitFor();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    // The header stays.
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await expectAccessible(page, 'error panel of a remote that needs a newer runtime');
    await screenshot(page, 'runtime-version-too-old');

    // Another remote, on the runtime it was built for, still works.
    await page.goto(`${SHELL_URL}/offers`);
    await page.getByRole('tab', { name: /Sent Offers/ }).waitFor({ timeout: 30_000 });

    // The shell was not rebuilt.
    expect((await getText(`${SHELL_URL}/index.html`)).text).toBe(shellPage);
  });
});
