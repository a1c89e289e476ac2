import fs from 'node:fs';
import type { Frame, Page } from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  /** CSS selectors of the elements at fault, with axe's summary of the first. */
  targets: string[];
  summary: string;
}

/**
 * Runs axe-core on the page (WCAG 2 A/AA rules) and answers its violations. The engine is
 * evaluated through the browser's debugging protocol, so the page's CSP stays as served.
 */
export async function axeViolations(page: Page | Frame): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type Node = { target: unknown[]; failureSummary?: string };
    const axe = (
      window as unknown as {
        axe: { run(ctx: Document, o: unknown): Promise<{ violations: { id: string; impact: string | null; nodes: Node[] }[] }> };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => n.target.join(' ')),
      summary: v.nodes[0]?.failureSummary ?? '',
    }));
  });
}
