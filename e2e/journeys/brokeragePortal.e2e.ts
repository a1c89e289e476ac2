import type { Frame, Page } from 'playwright-core';
import type { FormTemplate, OfferDocument, Party } from '@offerdesk/shared/contract';
import { ALEX, apiGet, apiToken, DEMO_PASSWORD, type Token } from '../support/agent';
import { expectAccessible } from '../support/accessible';
import { openBrowser, screenshot, type BrowserSession } from '../support/browser';
import { journeySteps } from '../support/journey';
import { PORTAL_ORIGIN, SHELL_URL, SIGNING_URL } from '../support/ports';

/** The MLS number the import screens give as their example; the embedded MLS's first listing has it. */
const EXAMPLE_MLS_NUMBER = '00112233';

const shellFrame = (page: Page): Frame => page.frames().find((f) => f.url().startsWith(SHELL_URL))!;
const eventLog = (page: Page) => page.getByRole('log', { name: 'Messages and events' });
const logLines = async (page: Page) => (await eventLog(page).locator('li').allTextContents()).map((t) => t.trim());

/** Every request the page made, by origin: a mounted remote must load nothing from the shell. */
function requestOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (r) => origins.add(new URL(r.url()).origin));
  return origins;
}

describe('the example brokerage portal: the shell framed, then single remotes mounted alone', () => {
  let b: BrowserSession;
  let token: Token;
  let offerId = 0;
  const step = journeySteps('brokerage-portal', () => ({ portal: b }), 120_000);
  beforeAll(async () => {
    token = await apiToken();
    b = await openBrowser();
  });
  afterAll(async () => {
    await b?.close();
  });

  step('1. the portal signs the agent in with its own form, through the API token route', async () => {
    const { page } = b;
    await page.goto(`${PORTAL_ORIGIN}/framed`);
    await page.waitForURL(`${PORTAL_ORIGIN}/sign-in?next=%2Fframed`);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Username').fill(ALEX.userName);
    await form.getByLabel('Password').fill('wrong password');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await form.getByRole('alert').filter({ hasText: /./ }).waitFor();
    await expectAccessible(page, 'Brokerage portal, sign-in refused');
    await form.getByLabel('Password').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${PORTAL_ORIGIN}/framed`);
  });

  step('2. framed: the shell signs in with the token the portal posts, hides its header, and both sides log the protocol', async () => {
    const { page } = b;
    const frame = page.frameLocator('#offerdesk');
    await frame.getByRole('tab', { name: /Sent Offers/ }).waitFor({ timeout: 60_000 });
    expect(await frame.locator('header').count()).toBe(0);
    expect(await frame.getByRole('button', { name: 'Logout' }).count()).toBe(0);
    const lines = await logLines(page);
    expect(lines.slice(0, 2)).toEqual(['from OfferDesk: offers-frame-loaded', 'to OfferDesk: auth-token']);
    // The portal's policy frames the shell and the signing service only, and nobody frames the portal.
    const policy = (await page.request.get(`${PORTAL_ORIGIN}/framed`)).headers()['content-security-policy'];
    expect(policy).toContain(`frame-src 'self'`);
    expect(policy).toContain(SHELL_URL);
    expect(policy).toContain("frame-ancestors 'none'");
    await expectAccessible(page, 'Brokerage portal, framed shell');
    await expectAccessible(shellFrame(page), 'Framed shell in the brokerage portal, offers list');
    await screenshot(page, 'brokerage-portal-framed');
  });

  step('3. framed: the agent creates an offer from the MLS; the portal hears create-offer and offer-success', async () => {
    const { page } = b;
    const frame = page.frameLocator('#offerdesk');
    await frame.getByRole('button', { name: 'Create An Offer' }).click();
    const dialog = frame.getByRole('dialog', { name: /^Create Offer/ });
    await dialog.getByRole('textbox', { name: /^MLS Number or Property Address/ }).fill(EXAMPLE_MLS_NUMBER);
    await dialog.getByText('Choose the property type and form template', { exact: true }).waitFor();
    await dialog.getByRole('combobox', { name: /^Form Template/ }).click();
    // A broker template of a sale: the menu lists those for every property type.
    const templates = (await apiGet<FormTemplate[]>('/formtemplates', token)).data;
    const template = templates.find((t) => !t.isAgentTemplate && t.transactionTypeId === 2)!;
    await frame.getByRole('listbox').getByRole('option', { name: template.name, exact: true }).click();
    await frame.getByRole('listbox').waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await frame.getByRole('heading', { name: 'Add Documents' }).waitFor({ timeout: 30_000 });
    offerId = Number(new URL(shellFrame(page).url()).searchParams.get('offerId'));
    expect(offerId).toBeGreaterThan(0);
    await expectAccessible(shellFrame(page), 'Framed shell in the brokerage portal, Add Documents');
    // The template's required purchase agreement, assigned to the offer.
    await frame.getByRole('checkbox', { name: /^Residential Purchase Agreement/ }).check();
    await frame.getByRole('button', { name: 'Add', exact: true }).click();
    await frame.getByText('No documents to display', { exact: true }).waitFor({ state: 'detached' });
    await frame.getByRole('button', { name: 'Next', exact: true }).click();
    await frame.getByRole('region', { name: 'Search for a Contact' }).waitFor({ timeout: 30_000 });
    expect(new URL(shellFrame(page).url()).pathname).toBe('/assign-parties');
    const docs = (await apiGet<OfferDocument[]>(`/offer/GetOfferDocumentsByExternalId/${offerId}`, token)).data;
    expect(docs.length).toBeGreaterThan(0);
    const lines = await logLines(page);
    expect(lines.every((l) => /^(from|to) OfferDesk: [a-z-]+( \(offer \d+\))?$/.test(l))).toBe(true);
  });

  step('4. mounted: the offers list alone, under the portal basename, with no shell loaded', async () => {
    const { page } = b;
    const origins = requestOrigins(page);
    await page.goto(`${PORTAL_ORIGIN}/mounted/offers`);
    await page.getByRole('tab', { name: /Sent Offers/ }).waitFor({ timeout: 60_000 });
    expect(page.url()).toBe(`${PORTAL_ORIGIN}/mounted/offers`);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(origins.has(SHELL_URL)).toBe(false);
    await expectAccessible(page, 'Brokerage portal, offers list mounted');
    await screenshot(page, 'brokerage-portal-mounted-offers');
  });

  step('5. mounted: the agent finishes the parties of the offer in the parties editor', async () => {
    const { page } = b;
    const origins = requestOrigins(page);
    await page.goto(`${PORTAL_ORIGIN}/mounted/offer/${offerId}/assign-parties?offerId=${offerId}`);
    const results = page.getByRole('region', { name: 'Search for a Contact' });
    await results.waitFor({ timeout: 60_000 });
    const buyers = page.getByRole('region', { name: 'Buyer Parties' });
    for (const [type, text, name] of [
      ['Client', 'Emily', 'Emily Carter'],
      ['Agent', 'Alex', 'Alex Morgan'],
    ] as const) {
      await page.getByRole('combobox', { name: /^Type/ }).click();
      await page.getByRole('listbox').getByRole('option', { name: type, exact: true }).click();
      await page.getByRole('textbox', { name: /^Search for a contact/ }).fill(text);
      await results.getByRole('button', { name: new RegExp(`^${name}`) }).click();
      await page.getByRole('button', { name: 'Add to Buyer' }).click();
      await buyers.getByRole('button', { name: new RegExp(`^${name}`) }).waitFor();
    }
    const parties = (await apiGet<Party[]>(`/offer/getPartiesByOffer?offerId=${offerId}`, token)).data;
    expect(parties.map((p) => `${p.firstName} ${p.lastName}`)).toEqual(expect.arrayContaining(['Emily Carter', 'Alex Morgan']));
    expect(origins.has(SHELL_URL)).toBe(false);
    await expectAccessible(page, 'Brokerage portal, parties editor mounted');
    await screenshot(page, 'brokerage-portal-mounted-parties');
  });

  step('6. mounted: the documents workspace frames the assigner, which signs in by the grant the mounted remote posts', async () => {
    const { page } = b;
    const origins = requestOrigins(page);
    const docs = (await apiGet<OfferDocument[]>(`/offer/GetOfferDocumentsByExternalId/${offerId}`, token)).data;
    await page.goto(`${PORTAL_ORIGIN}/mounted/offer/${offerId}/document-viewer/${offerId}?documents=${docs[0].id}`);
    await page.getByText('1 files selected').waitFor({ timeout: 60_000 });
    const assigner = page.frameLocator('iframe[title="Signing"]');
    await assigner.getByRole('heading', { name: 'Assign signing fields' }).waitFor({ timeout: 60_000 });
    const framed = page.frames().find((f) => f.url().includes('/sign-assigner/'))!;
    expect(new URL(framed.url()).origin).toBe(SIGNING_URL);
    expect(origins.has(SHELL_URL)).toBe(false);
    await expectAccessible(page, 'Brokerage portal, documents workspace mounted');
    await screenshot(page, 'brokerage-portal-mounted-documents');
    expect(b.errors).toEqual([]);
  });
});
