import fs from 'node:fs';
import { stateFile, type SuiteState } from './globalSetup';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Stops every suite the setup started and removes their data folders. */
export default async function globalTeardown(): Promise<void> {
  const file = stateFile();
  if (!fs.existsSync(file)) return;
  const suites = JSON.parse(fs.readFileSync(file, 'utf8')) as SuiteState[];
  for (const { pid } of suites) if (alive(pid)) process.kill(pid, 'SIGTERM');
  for (let i = 0; i < 40 && suites.some((s) => alive(s.pid)); i++) await new Promise((r) => setTimeout(r, 250));
  for (const { dataDir } of suites) fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(file, { force: true });
}
