import type { Page } from 'playwright-core';
import type { OfferDetail } from '@offerdesk/shared';
import { offerStatusLabel } from '@offerdesk/shared/domain';
import { apiGet, type Token } from './agent';
import { expectAccessible, expectNoSideScroll } from './accessible';
import { SHELL_URL } from './ports';

/** On the open signing page: adopts a typed signature, signs every field, then Finish; axe on each screen. */
export async function signHere(page: Page, fullName: string, initials: string, screen: string): Promise<void> {
  await page.getByRole('toolbar', { name: 'Signing' }).waitFor();
  await expectNoSideScroll(page);
  await expectAccessible(page, `Signer, ${screen}`);
  const open = page.getByRole('button', { name: /here \((signature|initials)\)$/ });
  await open.first().click();
  await page.getByRole('dialog', { name: 'Adopt your signature' }).waitFor();
  await page.getByRole('tab', { name: 'Type' }).click();
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Initials', { exact: true }).fill(initials);
  await expectAccessible(page, `Adopt your signature (type), ${screen}`);
  await adoptSignAllAndFinish(page);
  await page.getByText(/(Every party has|You have) signed these documents\./).waitFor();
  await expectAccessible(page, `Signer, signed, ${screen}`);
}

/**
 * The offer's card in the agent's Sent Offers (or Received Offers) shows `label`, the seed's label
 * (seed 001 §4) of the offer as the API holds it; axe on the list.
 */
export async function expectListLabel(
  page: Page,
  token: Token,
  offerId: number,
  label: string,
  tab: 'Sent' | 'Received' = 'Sent',
): Promise<void> {
  await page.goto(`${SHELL_URL}/home`);
  await page.getByRole('tab', { name: new RegExp(`${tab} Offers`) }).click();
  const card = page.getByRole('region', { name: `${tab} offers` }).locator(`article[data-offer-id="${offerId}"]`);
  await card
    .locator('.MuiChip-label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .waitFor({ timeout: 15_000 });
  const offer = (await apiGet<OfferDetail>(`/offer/GetById/${offerId}`, token)).data;
  expect(offerStatusLabel(offer).label).toBe(label);
  await expectAccessible(page, `offers list (${tab}): ${label}`);
}

/**
 * Adopts the marks in the open dialog, applies them to every field still to sign, one at a time
 * (each click waits for the toolbar's count to move on), then Finish. The dialog must be gone
 * first: while it closes the page behind it is still hidden from the accessibility tree.
 */
export async function adoptSignAllAndFinish(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Adopt your signature' });
  await dialog.getByRole('button', { name: 'Adopt and Sign' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const progress = page.getByRole('toolbar', { name: 'Signing' }).locator('[aria-live="polite"]');
  const open = page.getByRole('button', { name: /here \((signature|initials)\)$/ });
  for (let left = await progress.textContent(); left && /fields left to sign$/.test(left); left = await progress.textContent()) {
    await open.first().click();
    await progress.filter({ hasNotText: left }).waitFor();
  }
  await page.getByText('Every field is signed. Select Finish.').waitFor();
  await page.getByRole('button', { name: 'Finish', exact: true }).click();
}
