import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/**
 * Builds one app again, alone, with test-only build flags (scripts/webpack/appConfig.ts), into its
 * own folder: the suite's regular dist/ and the shell stay untouched, as in a remote's own release.
 */
export function buildRelease(app: string, outDir: string, flags: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-r', '@swc-node/register', 'scripts/build.ts', app], {
      cwd: root,
      env: { ...process.env, ...flags, OFFERDESK_BUILD_OUT_DIR: outDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (d: Buffer) => (log += d));
    child.stderr.on('data', (d: Buffer) => (log += d));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${app} build failed (${code}):\n${log.slice(-3000)}`))));
  });
}
