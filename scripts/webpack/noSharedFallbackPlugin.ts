import type { Compiler } from 'webpack';

/**
 * Leaves out the "shared fallbacks" of the tree-shaken shares (MUI, the router, react-query). For
 * each of them Module Federation makes, inside every app's build, a compilation of its own of the
 * WHOLE library (`independent-packages/`), loaded only by an app that uses an export the loaded,
 * tree-shaken copy lacks. Every app here declares the same list of used exports
 * (shared/used-exports.json, kept by lint), so the copy any app provides holds everything any app
 * uses and no fallback is ever loaded (an app using an export off the list crashed with the
 * fallbacks built too: hence the one list). The three compilations were about 40 % of each app's
 * build time (docs/benchmarks.md#building-the-apps).
 */
export class NoSharedFallbackPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.intercept({
      register: (tap) => (tap.name === 'IndependentSharedPlugin' ? { ...tap, fn: () => undefined } : tap),
    });
  }
}
