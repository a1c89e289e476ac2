import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';

/**
 * Drops `bytes` as `dir/name` on the open /verify page (docs/domain/audit.md#verify-page) and
 * answers the result's region, named for the file.
 */
export async function dropOnVerifyPage(page: Page, dir: string, name: string, bytes: Buffer): Promise<Locator> {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  await page.getByLabel('PDF to verify').setInputFiles(file);
  return page.getByRole('region', { name: `Result for ${name}` });
}
