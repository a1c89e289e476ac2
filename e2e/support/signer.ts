import type { Frame, Page } from 'playwright-core';
import type { OfferDetail, SignerView } from '@offerdesk/shared/contract';
import { offerStatusLabel } from '@offerdesk/shared/domain';
import { apiGet, type Token } from './agent';
import { expectAccessible, expectNoSideScroll } from './accessible';
import { SHELL_URL, SIGNING_URL } from './ports';

/**
 * What the signing page does before a party's first signature, over the API: reads the consent text's
 * version from the signer's view and agrees to it (`query`: `signSetId=…&signToken=…`).
 */
export async function agreeToSignOverApi(apiBase: string, query: string): Promise<void> {
  const view = await fetch(`${apiBase}/offer/GetSignSetByToken?${query}`);
  expect(view.status).toBe(200);
  const { version } = ((await view.json()) as SignerView).consent;
  const res = await fetch(`${apiBase}/offer/GiveSigningConsentByParty?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ version }),
  });
  expect(res.status).toBe(200);
}

/**
 * On the open signing page (or the signing frame), the first time: the consent to do business
 * electronically is read, ticked and agreed to (axe on it); a party who agreed before sees the toolbar.
 */
export async function agreeOnPage(page: Page | Frame, screen: string): Promise<void> {
  const toolbar = page.getByRole('toolbar', { name: 'Signing' });
  const consent = page.getByRole('region', { name: 'Consent to do business electronically' });
  await toolbar.or(consent).first().waitFor();
  if (!(await consent.isVisible())) return;
  await expectAccessible(page, `Consent to do business electronically, ${screen}`);
  await consent.getByRole('checkbox').check();
  await consent.getByRole('button', { name: 'Agree and Continue' }).click();
  await toolbar.waitFor();
}

/**
 * On the open signing page (or the signing frame): adopts a typed signature, signs every field, then
 * Finish; axe on each screen. `returnsTo`: the page was opened with a success address, and Finish
 * goes there (the signed notice is not waited for).
 */
export async function signHere(page: Page | Frame, fullName: string, initials: string, screen: string, returnsTo?: RegExp): Promise<void> {
  await agreeOnPage(page, screen);
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
  if (returnsTo) return void (await page.waitForURL(returnsTo));
  await page.getByText(/(Every party has|You have) signed these documents\./).waitFor();
  await expectAccessible(page, `Signer, signed, ${screen}`);
}

/**
 * The offer's card in the agent's Sent Offers (or Received Offers) shows `label`, the seed's label
 * (docs/domain/offers.md, "Status ids and labels") of the offer as the API holds it; axe on the list.
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
export async function adoptSignAllAndFinish(page: Page | Frame) {
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

/**
 * The shell's `/sign-contract-documents` (the agent signing as its own party) frames the signing
 * service's page on its own origin, which gets its session from the shell's one-time grant: the
 * frame's address is the bare page (no token), and the signing toolbar (or the consent before it) shows once signed in.
 */
export async function agentSigningFrame(page: Page, contractId: number, partyId: number): Promise<Frame> {
  const path = `/sign-contract-documents/${contractId}/${partyId}`;
  await page.waitForURL(`${SHELL_URL}${path}`);
  const frame = await (await page.locator('iframe[title="Signing"]').elementHandle())!.contentFrame();
  expect(frame!.url()).toBe(`${SIGNING_URL}${path}`);
  // Signed in: the signing toolbar, or first the consent to do business electronically (signHere agrees to it).
  const consent = frame!.getByRole('region', { name: 'Consent to do business electronically' });
  await frame!.getByRole('toolbar', { name: 'Signing' }).or(consent).first().waitFor();
  expect(await frame!.evaluate(() => [location.href, history.length, document.referrer].join(' '))).not.toMatch(
    /token|grant|[A-Za-z0-9_-]{40,}/i,
  );
  return frame!;
}
