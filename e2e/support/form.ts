import type { Locator, Page } from 'playwright-core';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A MUI select by its label (its accessible name starts with the label, then the value shown). */
export const select = (scope: Page | Locator, label: string) => scope.getByRole('combobox', { name: new RegExp(`^${escape(label)}`) });

/** Opens a MUI select and picks an option by its exact text; waits until the menu is gone. */
export async function choose(page: Page, label: string, option: string, scope: Page | Locator = page): Promise<void> {
  await select(scope, label).click();
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await listbox.waitFor({ state: 'detached' });
}

/** A text input by its label (required labels carry a hidden asterisk). */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${escape(label)}( \\*)?$`) });

/** Waits until `text` is shown exactly (a helper text, an alert). */
export const shown = (scope: Page | Locator, text: string) => scope.getByText(text, { exact: true }).first().waitFor();
