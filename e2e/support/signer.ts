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
  await page.getByRole('button', { name: 'Adopt and Sign' }).click();
  // While the dialog closes the page behind it is still hidden from the accessibility tree: count the fields after.
  await page.getByRole('dialog', { name: 'Adopt your signature' }).waitFor({ state: 'detached' });
  while (await open.count()) await open.first().click();
  await page.getByText('Every field is signed. Select Finish.').waitFor();
  await page.getByRole('button', { name: 'Finish', exact: true }).click();
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
