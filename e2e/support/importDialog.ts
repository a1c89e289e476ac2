import type { Page } from 'playwright-core';
import { expectAccessible } from './accessible';

/** The Create Offer dialog of the offers list (MLS import). */
export const importDialog = (page: Page) => page.getByRole('dialog', { name: /^Create Offer/ });

/** Opens the MLS import dialog from the offers list; checks it once it shows its empty message. */
export async function openImportDialog(page: Page) {
  await page.getByRole('tab', { name: /Sent Offers/ }).waitFor();
  await page.getByRole('button', { name: 'Create An Offer' }).click();
  const dialog = importDialog(page);
  await dialog.getByText('No search criteria entered', { exact: true }).waitFor();
  await expectAccessible(page, 'MLS import dialog, no search yet');
  return dialog;
}
