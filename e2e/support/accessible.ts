import type { Frame, Page } from 'playwright-core';
import { axeViolations, type AxeViolation } from './axe';
import { screenshot } from './browser';

/** One line per serious or critical finding: rule id, impact, the elements at fault and axe's summary. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `- ${v.id} (${v.impact}) on ${v.targets.slice(0, 5).join(', ')}${v.targets.length > 5 ? ` and ${v.targets.length - 5} more` : ''}\n    ${v.summary.replace(/\n/g, '\n    ')}`,
    )
    .join('\n');
}

/**
 * Runs axe-core (WCAG 2 A/AA) on what the page shows once its transitions have ended — open dialogs and popovers included —
 * and fails with a readable list when it finds anything serious or critical. With
 * OFFERDESK_E2E_SCREENSHOTS=1 it also keeps a 1280 px screenshot of the screen under its name.
 */
export async function expectAccessible(target: Page | Frame, screenName: string): Promise<void> {
  // A dialog, menu or toast that is still fading in has washed-out colours: check what stays on screen.
  await target
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      null,
      { timeout: 5000, polling: 100 },
    )
    .catch(() => undefined);
  const serious = (await axeViolations(target)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (process.env.OFFERDESK_E2E_SCREENSHOTS === '1') {
    const page = 'page' in target ? target.page() : target;
    await screenshot(page, `a11y-${screenName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`);
  }
  if (serious.length > 0)
    throw new Error(`${screenName}: ${serious.length} serious or critical accessibility violation(s)\n${describeViolations(serious)}`);
}

/** Fails when the page scrolls sideways: it is no wider than the window (the phone layouts). */
export async function expectNoSideScroll(page: Page | Frame): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}
