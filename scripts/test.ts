/**
 * `npm test`: what CI runs (.ci/run). The type-check and the lint run side by side (one core each),
 * then jest (unit, component and API tests on every core), then the e2e journeys in Chromium; the
 * first step that fails stops the run. Prints each step's wall time and the tests it ran, so a slow
 * step shows in every run (docs/benchmarks.md#ci).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface Step {
  name: string;
  /** The npm script of package.json it runs. */
  script: string;
  /** jest's JSON report of the step, for the test counts. */
  report?: string;
}

interface Outcome {
  name: string;
  seconds: number;
  ok: boolean;
  tests?: string;
  /** Time in test files by folder (jest steps with more than one folder). */
  projects?: string[];
}

const root = path.resolve(__dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'offerdesk-test-'));

/** Where each jest test file notes the CPU seconds it took (scripts/jest/cpuPerFile.js). */
const cpuLog = path.join(reports, 'cpu.jsonl');

function run(script: string, report?: string): Promise<boolean> {
  const args = ['run', script, ...(report ? ['--', '--json', `--outputFile=${report}`] : [])];
  return new Promise((resolve) => {
    const child = spawn('npm', args, { cwd: root, stdio: 'inherit', env: { ...process.env, OFFERDESK_TEST_CPU_FILE: cpuLog } });
    child.on('exit', (code) => resolve(code === 0));
    child.on('error', () => resolve(false));
  });
}

interface JestReport {
  numTotalTestSuites: number;
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: Array<{ name: string; startTime: number; endTime: number }>;
}

/** "2,195 tests in 203 files (2,195 passed)" and the summed file time per jest project (its first folder). */
function countsOf(file: string): { tests: string; projects: string[] } | undefined {
  if (!fs.existsSync(file)) return undefined;
  const r = JSON.parse(fs.readFileSync(file, 'utf8')) as JestReport;
  const tests =
    `${r.numTotalTests} tests in ${r.numTotalTestSuites} files: ${r.numPassedTests} passed` +
    (r.numFailedTests ? `, ${r.numFailedTests} failed` : '') +
    (r.numPendingTests ? `, ${r.numPendingTests} skipped` : '');
  const byFolder = new Map<string, { files: number; ms: number }>();
  for (const t of r.testResults) {
    const folder = path.relative(root, t.name).split(path.sep)[0];
    const entry = byFolder.get(folder) ?? { files: 0, ms: 0 };
    entry.files += 1;
    entry.ms += t.endTime - t.startTime;
    byFolder.set(folder, entry);
  }
  const projects = [...byFolder.entries()]
    .sort((a, b) => b[1].ms - a[1].ms)
    .map(
      ([folder, { files, ms }]) =>
        `  ${folder.padEnd(16)} ${String(files).padStart(4)} files ${(ms / 1000).toFixed(0).padStart(6)} s in files`,
    );
  return { tests, projects };
}

async function timed(step: Step): Promise<Outcome> {
  const started = Date.now();
  const ok = await run(step.script, step.report);
  const counts = step.report ? countsOf(step.report) : undefined;
  return { name: step.name, seconds: (Date.now() - started) / 1000, ok, ...counts };
}

function printTable(outcomes: Outcome[], total: number): void {
  const lines = [
    '',
    'npm test, wall time of each step:',
    ...outcomes.map(
      (o) => `  ${o.name.padEnd(22)} ${o.seconds.toFixed(1).padStart(7)} s  ${o.ok ? 'ok    ' : 'FAILED'}${o.tests ? `  ${o.tests}` : ''}`,
    ),
    `  ${'total'.padEnd(22)} ${total.toFixed(1).padStart(7)} s`,
  ];
  for (const o of outcomes) {
    const report = path.join(reports, `${o.name}.json`);
    const counts = fs.existsSync(report) ? countsOf(report) : undefined;
    if (counts && counts.projects.length > 1)
      lines.push(`time in files of ${o.name}, by folder (files run side by side):`, ...counts.projects);
  }
  if (fs.existsSync(cpuLog)) {
    const files = fs
      .readFileSync(cpuLog, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { file: string; cpuSeconds: number; wallSeconds: number });
    const cpu = files.reduce((sum, f) => sum + f.cpuSeconds, 0);
    lines.push(
      `jest CPU in its workers: ${cpu.toFixed(0)} s over ${files.length} files; the costliest:`,
      ...files
        .sort((a, b) => b.cpuSeconds - a.cpuSeconds)
        .slice(0, 12)
        .map(
          (f) =>
            `  ${f.cpuSeconds.toFixed(1).padStart(6)} s CPU ${f.wallSeconds.toFixed(1).padStart(6)} s wall  ${path.relative(root, f.file)}`,
        ),
    );
  }
  console.log(lines.join('\n'));
}

async function main() {
  const started = Date.now();
  const outcomes: Outcome[] = [];
  // One core each: tsc and eslint are single-threaded.
  const checks = await Promise.all([timed({ name: 'typecheck', script: 'typecheck' }), timed({ name: 'lint', script: 'lint' })]);
  outcomes.push(...checks);
  const rest: Step[] = [
    { name: 'jest', script: 'jest', report: path.join(reports, 'jest.json') },
    { name: 'e2e', script: 'e2e', report: path.join(reports, 'e2e.json') },
  ];
  let ok = checks.every((o) => o.ok);
  for (const step of rest) {
    if (!ok) break;
    const outcome = await timed(step);
    outcomes.push(outcome);
    ok = outcome.ok;
  }
  printTable(outcomes, (Date.now() - started) / 1000);
  fs.rmSync(reports, { recursive: true, force: true });
  process.exit(ok ? 0 : 1);
}

void main();
