import fs from 'node:fs';
import path from 'node:path';
import { getText, pointRemote, signIn } from '../support/agent';
import { expectAccessible } from '../support/accessible';
import { screenshot } from '../support/browser';
import { SHELL_URL } from '../support/ports';
import { releasedBeside } from '../support/release';

const runtimeVersion = (JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../runtime/package.json'), 'utf8')) as { version: string })
  .version;
const [major, minor] = runtimeVersion.split('.').map(Number);
const NEWER = `^${major}.${minor + 1}.0`;

describe('a remote released for a newer host runtime than the shell has', () => {
  // The remote asks for the next minor version of @offerdesk/runtime, as one built against a newer runtime API would.
  const release = releasedBeside('mf-parties', 'mfParties', { OFFERDESK_TEST_REQUIRE_NEWER_RUNTIME: '1' });

  it('shows its error panel with a clear message, and the rest of OfferDesk keeps working', async () => {
    const { page } = release.b;
    await pointRemote('mfParties', release.location);
    const consoleLines: string[] = [];
    page.on('console', (m) => consoleLines.push(`${m.type()}: ${m.text()}`));
    await signIn(page, '/assign-parties');
    const panel = page.getByRole('alert');
    try {
      await panel.getByText('This part of OfferDesk needs a newer OfferDesk').waitFor({ timeout: 30_000 });
    } catch (e) {
      throw new Error(`${e}\nThe page shows: ${await page.locator('body').innerText()}\nConsole:\n${consoleLines.join('\n')}`, {
        cause: e,
      });
    }
    await panel
      .getByText(
        `The Parties area was released for OfferDesk runtime ${NEWER}; this page runs ${runtimeVersion}. Reload the page to update OfferDesk.`,
      )
      .waitFor();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    // The header stays.
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await expectAccessible(page, 'error panel of a remote that needs a newer runtime');
    await screenshot(page, 'runtime-version-too-old');

    // Another remote, on the runtime it was built for, still works.
    await page.goto(`${SHELL_URL}/offers`);
    await page.getByRole('tab', { name: /Sent Offers/ }).waitFor({ timeout: 30_000 });

    // The shell was not rebuilt.
    expect((await getText(`${SHELL_URL}/index.html`)).text).toBe(release.shellPage);
  });
});
