import type { Page } from 'playwright-core';

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
