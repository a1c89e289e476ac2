import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

export interface Case {
  /** The repository file the source is linted as (it need not exist). */
  filePath: string;
  code: string;
}
export type Finding = { ruleId: string | null; message: string };

/** Lints every case in one ESLint run (a child process: see scripts/eslint/lintCases.mjs). */
export function lint(cases: Case[]): Finding[][] {
  const out = execFileSync(process.execPath, [path.join(root, 'scripts/eslint/lintCases.mjs')], {
    cwd: root,
    input: JSON.stringify(cases.map((c) => ({ ...c, filePath: path.join(root, c.filePath) }))),
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(String(out)) as Finding[][];
}
