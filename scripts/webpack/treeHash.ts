import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** Adds every file below `target` (names relative to the repository, and contents) to `h`; skips node_modules, dist and tests. */
export function hashTree(target: string, h: crypto.Hash): void {
  if (!fs.existsSync(target)) return;
  const stat = fs.statSync(target);
  if (stat.isFile()) {
    h.update(path.relative(root, target));
    h.update(fs.readFileSync(target));
    return;
  }
  for (const entry of fs.readdirSync(target).sort()) {
    if (entry === 'node_modules' || entry === 'dist' || entry === '__tests__') continue;
    hashTree(path.join(target, entry), h);
  }
}

/**
 * Test-only build variables, read by app code as process.env.*: OFFERDESK_TEST_EXTRA_ROUTE=1 gives
 * mf-parties one more route; OFFERDESK_TEST_SHARED_CHANGE=1 changes a shared formatter (pageTitle)
 * in the app's own copy of @offerdesk/shared; OFFERDESK_TEST_REQUIRE_NEWER_RUNTIME=1 makes the app
 * require the next minor version of @offerdesk/runtime (sharedDeps.ts). OFFERDESK_BUILD_OUT_DIR
 * builds into another folder than dist/ (a variant beside the regular build).
 */
export const TEST_BUILD_FLAGS = [
  'OFFERDESK_TEST_EXTRA_ROUTE',
  'OFFERDESK_TEST_SHARED_CHANGE',
  'OFFERDESK_TEST_REQUIRE_NEWER_RUNTIME',
] as const;

/** The test-only flags as they are set for this build (a build with another value is another build). */
export function hashTestBuildFlags(h: crypto.Hash): void {
  for (const flag of TEST_BUILD_FLAGS) h.update(`${flag}=${process.env[flag] ?? ''}`);
}
