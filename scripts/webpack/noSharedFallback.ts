/**
 * No shared-fallback compilations (docs/loading.md, "No full-library fallback").
 *
 * For each tree-shaken share (@mui/material, react-router-dom) Module Federation's
 * IndependentSharedPlugin runs a second webpack compilation of the whole library, once per app
 * build, so that a remote using an export outside the shell's list could fall back to the full
 * library at run time. The suite never loads them: the one list of used exports is shared by every
 * app, lint keeps imports inside it, and a longer list is released in the shell first. Those
 * compilations were about 40 % of each app's build time.
 *
 * The plugin has no option to skip them, so its step is replaced here: it records an empty table
 * instead of building. The runtime still gets a fallback table (its federation runtime reads one
 * whenever a share is tree-shaken, and fails with `t.get is not a function` without it), but it
 * names no file, so nothing is fetched or emitted.
 */
import path from 'node:path';

/** The table the runtime reads; one placeholder entry so the plugin's runtime module is still generated. */
const EMPTY_FALLBACKS = { 'offerdesk:none': [] as unknown[] };

interface IndependentSharedPluginShape {
  prototype: { createIndependentCompilers: (this: { buildAssets: object }, ...args: unknown[]) => Promise<void> };
}

let applied = false;

/** Replaces the plugin's fallback builds (once per process, before any compiler is created). */
export function skipSharedFallbackBuilds(): void {
  if (applied) return;
  const dist = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin is not exported by the package
  const mod = require(path.join(dist, 'lib/sharing/tree-shaking/IndependentSharedPlugin.js')) as { default: IndependentSharedPluginShape };
  if (typeof mod.default?.prototype?.createIndependentCompilers !== 'function')
    throw new Error(
      '@module-federation/enhanced changed: IndependentSharedPlugin.createIndependentCompilers is gone (see scripts/webpack/noSharedFallback.ts)',
    );
  mod.default.prototype.createIndependentCompilers = async function createNoCompilers() {
    this.buildAssets = EMPTY_FALLBACKS;
  };
  applied = true;
}
