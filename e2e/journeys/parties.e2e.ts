import type { Locator, Page } from 'playwright-core';
import type { Party } from '@offerdesk/shared/contract';
import { apiGet, apiToken, signIn, type Token } from '../support/agent';
import { expectAccessible } from '../support/accessible';
import { openBrowser, screenshot, type BrowserSession } from '../support/browser';
import { draftWithResaleDocument } from '../support/drafts';
import { choose, field, shown } from '../support/form';
import { SHELL_URL } from '../support/ports';

const DUPLICATE_EMAIL =
  "Another party with same email is already added to the transaction. You can't have two parties with same email address.";

const side = (page: Page, name: 'Buyer' | 'Seller') => page.getByRole('region', { name: `${name} Parties` });
const results = (page: Page) => page.getByRole('region', { name: 'Search for a Contact' });
const row = (scope: Locator, name: string) => scope.getByRole('button', { name: new RegExp(`^${name}`) });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

async function search(page: Page, type: string, text: string) {
  await choose(page, 'Type', type);
  await field(page, 'Search for a contact').fill(text);
}

async function createParty(page: Page, menuItem: string, title: string) {
  await page.getByRole('button', { name: 'Create New Party' }).click();
  await page.getByRole('menuitem', { name: menuItem }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

describe('the Parties step', () => {
  let b: BrowserSession;
  let token: Token;
  let offerId: number;
  beforeAll(async () => {
    token = await apiToken();
    // The purchase agreement holds the sellers' signatures: a seller client without an e-mail is asked for one.
    ({ offerId } = await draftWithResaleDocument(token));
  });
  beforeEach(async () => {
    b = await openBrowser();
  });
  afterEach(async () => {
    await b.close();
  });

  it('finds, creates and assigns every party under the rules, and keeps them', async () => {
    const { page } = b;
    await signIn(page, `/assign-parties?offerId=${offerId}`);
    await results(page).waitFor();
    await shown(page, 'Select contact type, then search for a contact');
    expect(await page.getByPlaceholder('Select type first').isDisabled()).toBe(true);
    await shown(side(page, 'Buyer'), 'No buyer parties to display');
    await shown(side(page, 'Buyer'), 'Agent required');
    expect(await next(page).isDisabled()).toBe(true);
    await expectAccessible(page, 'Parties step, nothing assigned');

    // A client to the buyer side; the same client can never go to both sides.
    await search(page, 'Client', 'Emily');
    await row(results(page), 'Emily Carter').click();
    await expectAccessible(page, 'Parties step, search results');
    await page.getByRole('button', { name: 'Add to Buyer' }).click();
    await row(side(page, 'Buyer'), 'Emily Carter').waitFor();
    await row(results(page), 'Emily Carter').click();
    expect(await page.getByRole('button', { name: 'Add to Both' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Add to Seller' }).click();
    await shown(page, 'A client cannot be on both sides.');

    // The agent himself, in-house, to the buyer side.
    await search(page, 'Agent', 'Alex');
    await row(results(page), 'Alex Morgan').click();
    await page.getByRole('button', { name: 'Add to Buyer' }).click();
    await row(side(page, 'Buyer'), 'Alex Morgan').waitFor();

    // An outside agent with a new brokerage, to the seller side.
    let dialog = await createParty(page, 'Add an Outside Agent', 'Create An Outside Agent');
    // Save is aria-disabled while the form has errors (heard as disabled, so playwright will not click it unforced), yet a
    // mouse click still submits and shows the errors; hovering Save shows the popover that says why.
    const save = dialog.getByRole('button', { name: 'Save' });
    await save.click({ force: true });
    await save.hover();
    await shown(page.getByRole('tooltip'), 'Please complete all required fields.');
    await shown(dialog, 'Select a Party');
    await expectAccessible(page, 'Create An Outside Agent, errors');
    await field(dialog, 'First Name').fill('Oz');
    await field(dialog, 'Last Name').fill('Outlaw');
    await field(dialog, 'Email').fill('oz.outlaw@prairiehomes.com');
    await field(dialog, 'Mobile Phone').fill('6025550199');
    await field(dialog, 'MLS ID').fill('AZ90001');
    await field(dialog, 'License Number').fill('BR990001');
    await dialog.getByRole('button', { name: 'Create a New Brokerage' }).click();
    await field(dialog, 'Brokerage Name').fill('Prairie Homes');
    await field(dialog, 'Work Phone').fill('6025550100');
    await field(dialog, 'Brokerage Address').fill('5 Prairie Rd');
    await field(dialog, 'Brokerage City').fill('Phoenix');
    await choose(page, 'Brokerage State', 'Arizona', dialog);
    await field(dialog, 'Brokerage Zip Code').fill('85004');
    await expectAccessible(page, 'Create An Outside Agent, new brokerage');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row(side(page, 'Seller'), 'Oz Outlaw').waitFor();

    // A vendor contact of a new Title/Escrow vendor, to the buyer side.
    dialog = await createParty(page, 'Add a Vendor', 'Create New Vendor Contact');
    await field(dialog, 'First Name').fill('Lin');
    await field(dialog, 'Last Name').fill('Coln');
    await field(dialog, 'Email').fill('lin@lincolntitle.com');
    await field(dialog, 'Work Phone').fill('4805550111');
    await field(dialog, 'Fax').fill('4805550112');
    await field(dialog, 'Work Address').fill('9 Title Way');
    await field(dialog, 'Work City').fill('Mesa');
    await choose(page, 'Work State', 'Arizona', dialog);
    await field(dialog, 'Work Zip Code').fill('85201');
    await dialog.getByRole('button', { name: 'Create a New Vendor' }).click();
    await choose(page, 'Vendor Type', 'Title/Escrow', dialog);
    await field(dialog, 'Name').fill('Lincoln Title & Escrow');
    await expectAccessible(page, 'Create New Vendor Contact, new vendor');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row(side(page, 'Buyer'), 'Lin Coln').waitFor();

    // A client without an e-mail: Missing Information first, then the seller side.
    await search(page, 'Client', 'Grace');
    await row(results(page), 'Grace Nolan').click();
    await page.getByRole('button', { name: 'Add to Seller' }).click();
    dialog = page.getByRole('dialog', { name: 'Missing Information' });
    await shown(dialog, 'Grace Nolan has missing information');
    await expectAccessible(page, 'Missing Information');
    await dialog.getByRole('button', { name: 'Add to Seller' }).click({ force: true });
    await shown(dialog, 'Email is required');
    await field(dialog, 'Email').fill('grace.nolan@gmail.com');
    await dialog.getByRole('button', { name: 'Add to Seller' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row(side(page, 'Seller'), 'Grace Nolan').waitFor();

    // A second outside agent with the same e-mail on the same side: the Warning, nothing added.
    dialog = await createParty(page, 'Add an Outside Agent', 'Create An Outside Agent');
    await field(dialog, 'First Name').fill('Dana');
    await field(dialog, 'Last Name').fill('Double');
    await field(dialog, 'Email').fill('OZ.Outlaw@prairiehomes.com');
    await field(dialog, 'Mobile Phone').fill('6025550198');
    await field(dialog, 'Search Brokerage').fill('Prairie');
    await dialog.getByRole('button', { name: 'Prairie Homes' }).click();
    await dialog.getByLabel('Selected brokerage').waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    const warning = page.getByRole('dialog', { name: 'Warning' });
    await shown(warning, DUPLICATE_EMAIL);
    await expectAccessible(page, 'Duplicate e-mail warning');
    await warning.getByRole('button', { name: 'Ok' }).click();
    expect(await row(side(page, 'Seller'), 'Dana Double').count()).toBe(0);

    // Drag the title company's contact from buyer to seller; drag the trusted provider from the list to the buyer side.
    expect(await next(page).isDisabled()).toBe(true);
    await side(page, 'Buyer').locator('[data-key^="p-"]', { hasText: 'Lin Coln' }).dragTo(page.locator('#seller-parties-drop'));
    await row(side(page, 'Seller'), 'Lin Coln').waitFor();
    expect(await row(side(page, 'Buyer'), 'Lin Coln').count()).toBe(0);
    await search(page, 'Title/Escrow', '');
    await shown(results(page), 'TRUSTED SERVICE PROVIDER');
    await shown(results(page), 'SEARCH RESULTS');
    const trusted = results(page).locator('[data-key^="s-"]', { hasText: 'Grand Canyon Title & Escrow' }).first();
    await trusted.dragTo(page.locator('#buyer-parties-drop'));
    await row(side(page, 'Buyer'), 'Grand Canyon Title & Escrow').waitFor();

    // Everything required is there: Next enables (not disabled, and no longer aria-disabled with the
    // Required Fields list). Edit party details is for this transaction only.
    await page.waitForFunction(() => {
      const button = [...document.querySelectorAll('button')].find((x) => x.textContent === 'Next');
      return !!button && !button.disabled && button.getAttribute('aria-disabled') !== 'true';
    });
    expect(await next(page).isDisabled()).toBe(false);
    await side(page, 'Seller').getByRole('button', { name: 'Edit Oz Outlaw' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit party details' });
    await shown(dialog, "Change this party's information for this transaction only");
    await expectAccessible(page, 'Edit party details');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await screenshot(page, 'parties-complete');
    await expectAccessible(page, 'Parties step, complete');

    // A reload keeps every assignment.
    await page.reload();
    for (const [s, name] of [
      ['Buyer', 'Emily Carter'],
      ['Buyer', 'Alex Morgan'],
      ['Buyer', 'Grand Canyon Title & Escrow'],
      ['Seller', 'Oz Outlaw'],
      ['Seller', 'Lin Coln'],
      ['Seller', 'Grace Nolan'],
    ] as const) {
      await row(side(page, s), name).waitFor();
    }
    const stored = (await apiGet<Party[]>(`/offer/getPartiesByOffer?offerId=${offerId}`, token)).data;
    expect(stored.map((p) => `${p.side} ${p.name}`).sort()).toEqual([
      'Buyer Alex Morgan',
      'Buyer Emily Carter',
      'Buyer Grand Canyon Title & Escrow',
      'Seller Grace Nolan',
      'Seller Lin Coln',
      'Seller Oz Outlaw',
    ]);

    // Next saves the merge fields and goes on to Form Info.
    await next(page).click();
    await page.waitForURL(`${SHELL_URL}/offer-details?offerId=${offerId}`);

    // The draft reopened in a fresh browser shows its Parties step completed.
    await b.close();
    b = await openBrowser();
    await signIn(b.page, `/create-offer/${offerId}`);
    const progress = b.page.getByRole('navigation', { name: 'Offer progress' });
    await progress.getByRole('tab', { name: /Parties/ }).waitFor();
    await b.page.waitForFunction(() => {
      const tab = [...document.querySelectorAll('[role="tab"]')].find((t) => t.textContent?.includes('Parties')) as
        HTMLButtonElement | undefined;
      return !!tab && !tab.disabled && tab.getAttribute('aria-disabled') !== 'true';
    });
  });
});
