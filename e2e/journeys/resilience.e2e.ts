import { control, signIn } from '../support/agent';
import { expectAccessible } from '../support/accessible';
import { openBrowser, screenshot, type BrowserSession } from '../support/browser';
import { SHELL_URL } from '../support/ports';

describe('one remote down', () => {
  let b: BrowserSession;
  beforeEach(async () => {
    b = await openBrowser();
  });
  afterEach(async () => {
    await b.close();
    await control('start', 'mfOfferWizard').catch(() => undefined);
  });

  it("shows the error panel in that remote's area while the offers list keeps working, and Retry recovers", async () => {
    const { page } = b;
    await signIn(page, '/home');
    await page.getByRole('tab', { name: /Sent Offers/ }).waitFor({ timeout: 30_000 });
    await control('stop', 'mfOfferWizard');
    // Its route manifest is gone with it: the address is not "not found", its area is down.
    await page.goto(`${SHELL_URL}/create-offer`);
    await page.getByText('This part of OfferDesk could not be loaded').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await screenshot(page, 'remote-down');
    await expectAccessible(page, 'remote-down error panel');

    await page.getByRole('link', { name: 'Offers' }).first().click();
    await page.waitForURL(/\/(home|offers)/);
    await page.getByRole('tab', { name: /Sent Offers/ }).waitFor();
    await page.getByRole('region', { name: 'Sent offers' }).getByRole('article').first().waitFor();

    await control('start', 'mfOfferWizard');
    await page.goto(`${SHELL_URL}/create-offer`);
    await page.getByText('This part of OfferDesk could not be loaded').waitFor({ state: 'detached', timeout: 30_000 });
  });
});
