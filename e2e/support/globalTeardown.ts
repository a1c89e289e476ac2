import fs from 'node:fs';
import { PORT_OFFSET } from './ports';
import os from 'node:os';
import path from 'node:path';

export default async function globalTeardown(): Promise<void> {
  const file = path.join(os.tmpdir(), `offerdesk-e2e-${PORT_OFFSET}.json`);
  if (!fs.existsSync(file)) return;
  const { pid, dataDir } = JSON.parse(fs.readFileSync(file, 'utf8'));
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
  for (let i = 0; i < 40; i++) {
    try {
      process.kill(pid, 0);
      await new Promise((r) => setTimeout(r, 250));
    } catch {
      break;
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(file, { force: true });
}
