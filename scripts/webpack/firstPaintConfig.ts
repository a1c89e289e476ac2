import path from 'node:path';
import type { Configuration } from 'webpack';
import type { AppBuild } from './appConfig';
import { jsMinimizer, swcRule, testBuildFlagsPlugin } from './appConfig';

const repoRoot = path.resolve(__dirname, '../..');

/** A first paint script: one plain file, no Module Federation, no chunks, a fixed name the route manifest gives. */
export interface FirstPaintBuild {
  /** The entry module, relative to the app's folder. */
  entry: string;
  /** Its file next to routes.json, as the manifest names it (a deploy replaces it in place: never cached). */
  file: string;
}

/**
 * The build of an app's first paint script (RouteManifestEntry.firstPaint): its own small webpack
 * compilation, run after the app's, writing one file into the same folder. It bundles only the
 * framework-free code it imports (the runtime's first-paint module, shared formatters and rules).
 */
export function firstPaintConfig(app: AppBuild, outDir: string): Configuration {
  const fp = app.firstPaint!;
  return {
    mode: 'production',
    context: app.dir,
    entry: { firstPaint: fp.entry },
    devtool: false,
    target: 'web',
    output: { path: outDir, filename: fp.file, clean: false, iife: true },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: { rules: [swcRule([path.join(app.dir, 'src'), path.join(repoRoot, 'shared/src'), path.join(repoRoot, 'runtime/src')])] },
    optimization: { splitChunks: false, runtimeChunk: false, minimizer: jsMinimizer() },
    plugins: [testBuildFlagsPlugin()],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/** The first paint files a manifest names must be the app's own first paint build. */
export function checkFirstPaintFiles(app: AppBuild): void {
  for (const route of app.routeManifest?.routes ?? []) {
    if (route.firstPaint && route.firstPaint !== app.firstPaint?.file)
      throw new Error(`${app.name}: the route ${route.path} names the first paint ${route.firstPaint}, which the app does not build`);
  }
}
