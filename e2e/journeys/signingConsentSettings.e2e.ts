/*
 * A brokerage administrator (casey.nguyen, Harbor Homes) reads the consent text parties see, is held to the
 * 40–4,000 rule, saves the brokerage's own text (the API answers it with its version) and goes back to OfferDesk's
 * after confirming; an agent who is not an administrator (jordan.lee) reads the text with no way to change it.
 */
import type { Page } from 'playwright-core';
import type { BrokerageSigningConsent } from '@offerdesk/shared/contract';
import { DEFAULT_SIGNING_CONSENT_TEXT } from '@offerdesk/shared/domain';
import { expectAccessible } from '../support/accessible';
import { apiGet, apiSend, apiToken, signIn } from '../support/agent';
import { openBrowser, type BrowserSession } from '../support/browser';
import { SHELL_URL } from '../support/ports';

const OUR_TEXT =
  'Harbor Homes asks you to agree to receive, read and sign the documents of this purchase electronically. ' +
  'You may ask your agent for paper copies at any time.';

/** Signs in and follows the header's link, as any agent may. */
async function openSettings(page: Page, userName: string) {
  await signIn(page, '/home', userName);
  await page.getByRole('tab', { name: /Sent Offers/ }).waitFor();
  await page.getByRole('link', { name: 'Signing consent' }).click();
  await page.waitForURL(`${SHELL_URL}/settings/signing-consent`);
}

describe("the brokerage's consent text", () => {
  let b: BrowserSession;
  beforeEach(async () => {
    b = await openBrowser();
  });
  afterEach(async () => {
    await b.close();
  });
  afterAll(async () => {
    // Other journeys sign with Harbor Homes' parties: leave OfferDesk's text in force whatever happened above.
    await apiSend('PUT', '/brokerage/signing-consent', await apiToken('casey.nguyen'), { text: null });
  });

  it("an administrator saves the brokerage's own text, then goes back to OfferDesk's", async () => {
    const { page } = b;
    await openSettings(page, 'casey.nguyen');
    const now = page.getByRole('region', { name: 'The text parties see now' });
    await now.getByText("OfferDesk's text", { exact: true }).waitFor();
    expect((await page.getByTestId('consent-text').textContent())!.trim()).toBe(DEFAULT_SIGNING_CONSENT_TEXT);
    const save = page.getByRole('button', { name: 'Save' });
    expect(await save.getAttribute('aria-disabled')).toBe('true');
    await expectAccessible(page, 'signing consent, OfferDesk text');

    const field = page.getByRole('textbox', { name: 'Consent text' });
    await field.fill('Agree to sign online?');
    await page.getByText('Consent text must have at least 40 characters (it has 21).').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await save.getAttribute('aria-disabled')).toBe('true');
    await expectAccessible(page, 'signing consent, too short');

    await field.fill(OUR_TEXT);
    await page.getByText(`${OUR_TEXT.length} of 4,000 characters (at least 40).`).waitFor();
    await save.click();
    await page.getByText(/^Saved\. Parties now see your brokerage's text \(version [0-9a-f]{16}\)\.$/).waitFor();
    await now.getByText("Your brokerage's text", { exact: true }).waitFor();
    const { data } = await apiGet<BrokerageSigningConsent>('/brokerage/signing-consent', await apiToken('casey.nguyen'));
    expect(data).toMatchObject({ text: OUR_TEXT, isDefault: false });
    expect(await page.getByTestId('consent-version').textContent()).toBe(data.version);
    await expectAccessible(page, 'signing consent, saved');

    await page.getByRole('button', { name: "Use OfferDesk's text" }).click();
    const dialog = page.getByRole('dialog', { name: "Use OfferDesk's text?" });
    await dialog.waitFor();
    await expectAccessible(page, 'signing consent, back to OfferDesk text');
    await dialog.getByRole('button', { name: "Use OfferDesk's text" }).click();
    await now.getByText("OfferDesk's text", { exact: true }).waitFor();
    await page.getByText(/^Saved\. Parties now see OfferDesk's text/).waitFor();
    const after = await apiGet<BrokerageSigningConsent>('/brokerage/signing-consent', await apiToken('casey.nguyen'));
    expect(after.data).toMatchObject({ text: DEFAULT_SIGNING_CONSENT_TEXT, isDefault: true });
    expect(b.errors).toEqual([]);
  });

  it('an agent who is not an administrator reads the text and cannot change it', async () => {
    const { page } = b;
    await openSettings(page, 'jordan.lee');
    await page.getByText('Only an administrator of your brokerage can change this text.').waitFor();
    expect((await page.getByTestId('consent-text').textContent())!.trim()).toBe(DEFAULT_SIGNING_CONSENT_TEXT);
    expect(await page.getByRole('textbox', { name: 'Consent text' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: "Use OfferDesk's text" }).count()).toBe(0);
    await expectAccessible(page, 'signing consent, read only');
    expect(b.errors).toEqual([]);
  });
});
