import type { Page } from 'playwright-core';
import type { Party } from '@offerdesk/shared/contract';
import { apiGet, apiSend, signIn, type Token } from './agent';
import { expectAccessible, expectNoSideScroll } from './accessible';
import { screenshot, type BrowserSession } from './browser';

/**
 * The steps of a journey in several browser contexts: the steps build on each other, so once one
 * fails the later ones fail at once (naming the broken step) instead of waiting out their timeouts;
 * a failing step leaves a screenshot of every context (`<prefix>-failed-<step number>-<context>`).
 */
export function journeySteps(prefix: string, contexts: () => Record<string, BrowserSession | undefined>, defaultTimeout = 90_000) {
  let broken: string | null = null;
  return (name: string, body: () => Promise<void>, timeout = defaultTimeout) =>
    it(
      name,
      async () => {
        if (broken) throw new Error(`Not run: step "${broken}" failed`);
        try {
          await body();
        } catch (e) {
          broken = name;
          for (const [k, b] of Object.entries(contexts()))
            if (b) await screenshot(b.page, `${prefix}-failed-${name.split('.')[0]}-${k}`).catch(() => undefined);
          throw e;
        }
      },
      timeout,
    );
}

/** Adds demo agents as in-house agent parties of the offer, each on its side (1 buyer, 2 seller). */
export async function addAgentParties(
  token: Token,
  offerId: number,
  agents: ReadonlyArray<readonly [{ lastName: string; email: string }, 1 | 2]>,
): Promise<void> {
  for (const [agent, sideId] of agents) {
    const found = (await apiGet<Party[]>(`/TransactionBase/SearchPartiesByRole?q=${agent.lastName}&r=4`, token)).data.find(
      (a) => a.email === agent.email,
    )!;
    const added = await apiSend('POST', '/offer/addParty', token, { offerId, party: { personId: found.personId, roleId: 4, sideId } });
    expect(added.status).toBe(200);
  }
}

/** Signed in: Document Review → Next → 'Incomplete Document(s)' Ok (the holders no party takes are left out) → the Share step, its buyer listed. */
export async function openShareStep(page: Page, offerId: number, buyerName: string): Promise<void> {
  await signIn(page, `/document-review/${offerId}`);
  await page.getByRole('heading', { name: 'Document Review' }).waitFor();
  await expectAccessible(page, 'Document Review');
  await page.getByRole('button', { name: 'Next' }).click();
  const incomplete = page.getByRole('dialog', { name: 'Incomplete Document(s)' });
  await incomplete.waitFor();
  await expectAccessible(page, 'Incomplete Document(s)');
  await incomplete.getByRole('button', { name: 'Ok' }).click();
  await page.waitForURL(`**/send-offer/${offerId}`);
  await page.getByRole('heading', { name: 'Share' }).waitFor();
  await page.getByRole('checkbox', { name: new RegExp(buyerName) }).waitFor();
}

/**
 * The Share step's Save and Share, then the success screen. When the signed-in agent holds a signature field in the
 * chosen documents the 'Complete Documents' prompt comes first (axe on it); Share Without Signing shares as chosen.
 * One wait for whichever of the two screens comes (the prompt opens on the click itself, the success screen after
 * the share's answer), then the one that came is read: no second wait is left running.
 */
export async function saveAndShare(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save and Share' }).click();
  const prompt = page.getByRole('dialog', { name: 'Complete Documents' });
  const success = page.getByRole('heading', { name: 'Your offer has been sent to buyer(s) for signature.' });
  await prompt.or(success).first().waitFor();
  if (await prompt.isVisible()) {
    await expectAccessible(page, 'Complete Documents');
    await prompt.getByRole('button', { name: 'Share Without Signing' }).click();
    await success.waitFor();
  }
  await page.waitForURL('**/offer-success');
}

/**
 * On the seller agent's landing page at phone width: Add Seller opens the add-seller page; each
 * seller's names and e-mail, Continue, Forward to Seller, and OK on 'Offer Sent to Seller'. axe on
 * each screen; `shot` names a screenshot of the filled form.
 */
export async function addSellersOnPage(
  page: Page,
  sellers: ReadonlyArray<{ firstName: string; lastName: string; email: string }>,
  shot?: string,
): Promise<void> {
  await page.getByRole('button', { name: 'Add Seller' }).click();
  await page.waitForURL(/\/add-seller-party\//);
  await forwardToSellersOnPage(page, sellers, shot);
}

/**
 * On the add-seller page (375 px): each seller's names and e-mail, Continue, Forward to Seller, and OK on
 * 'Offer Sent to Seller'. axe on each screen; `shot` names a screenshot of the filled form.
 */
export async function forwardToSellersOnPage(
  page: Page,
  sellers: ReadonlyArray<{ firstName: string; lastName: string; email: string }>,
  shot?: string,
): Promise<void> {
  await page.getByRole('heading', { name: 'Add Seller' }).waitFor();
  for (const [i, s] of sellers.entries()) {
    if (i > 0) await page.getByRole('button', { name: '+ Add Another Seller' }).click();
    const form = page.getByRole('region', { name: `Seller ${i + 1}` });
    await form.getByLabel('First name').fill(s.firstName);
    await form.getByLabel('Last name').fill(s.lastName);
    await form.getByLabel('Email').fill(s.email);
  }
  await expectNoSideScroll(page);
  await expectAccessible(page, 'Add Seller, 375 px');
  if (shot) await screenshot(page, shot);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('region', { name: 'Sellers' }).waitFor();
  await expectAccessible(page, 'Add Seller, step 2, 375 px');
  await page.getByRole('button', { name: 'Forward to Seller' }).click();
  const done = page.getByRole('dialog', { name: 'Offer Sent to Seller' });
  await done.waitFor();
  await expectAccessible(page, 'Offer Sent to Seller, 375 px');
  await done.getByRole('button', { name: 'OK' }).click();
}

/** On the offer page: a forward button asks 'Forward Without Review?' (axe) and Continue opens the forward page titled `title`. */
export async function openForwardFromOfferPage(page: Page, button: string, title: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const ask = page.getByRole('dialog', { name: 'Forward Without Review?' });
  await ask.waitFor();
  await expectAccessible(page, `Forward Without Review? (offer page, ${button})`);
  await ask.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: title }).waitFor();
}
