import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack, { type Configuration, type Module } from 'webpack';
import type { RouteManifest } from '../../shared/src/routing/routeManifest';
import { CopyPublicPlugin } from './copyPublic';
import type { FirstPaintBuild } from './firstPaintConfig';
import { RouteManifestPlugin } from './routeManifestAsset';
import { skipSharedFallbackBuilds } from './noSharedFallback';
import { sharedDeps } from './sharedDeps';
import { StandaloneRuntimePlugin } from './standalone/standaloneRuntimePlugin';
import { TEST_BUILD_FLAGS } from './treeHash';

const repoRoot = path.resolve(__dirname, '../..');

export interface AppBuild {
  /** Folder of the app, e.g. <repo>/mf-offers-list. */
  dir: string;
  /** Module Federation name, e.g. mfOffersList. */
  name: string;
  title: string;
  /** What the remote exposes; the host exposes nothing. */
  exposes?: Record<string, string>;
  /** A remote's screens, published as routes.json next to remoteEntry.js. */
  routeManifest?: RouteManifest;
  host?: boolean;
  /** A first paint script of the app's screens (see firstPaintConfig.ts and RouteManifestEntry.firstPaint). */
  firstPaint?: FirstPaintBuild;
  /** More HTML pages of the app, each its own entry (`<name>.html` loads only `entry`): mf-documents' signing.html. */
  pages?: AppPage[];
}

export interface AppPage {
  /** The entry's name and its page's file name (`signing` → signing.html). */
  name: string;
  /** The entry module, relative to the app's folder (its own async boundary). */
  entry: string;
  title: string;
  /** The addresses the app's server answers with this page (see `HtmlPage` of scripts/serve.ts). */
  paths: readonly string[];
}

/** Module Federation runtime plugins of every app. */
const RUNTIME_PLUGINS = [path.join(__dirname, 'muiExtraRuntimePlugin.ts'), path.join(__dirname, 'runtimeVersionPlugin.ts')];
/** The host's runtime plugin that gives the remotes its federation runtime core. */
const PROVIDE_RUNTIME_CORE = path.join(__dirname, 'standalone/provideRuntimeCore.ts');

/** TypeScript and TSX of the given folders, compiled by swc (React automatic runtime). */
export function swcRule(include: string[]) {
  return {
    test: /\.[jt]sx?$/,
    include,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * The minifier of every production build: swc's instead of webpack's default terser (two passes
 * alike). The bytes stay within a percent; an app's build takes a third of the time
 * (docs/benchmarks.md, "Build time").
 */
export const jsMinimizer = () => [
  new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true } }),
];

/** The test-only build flags as process.env.* constants of the app code ('' when unset). */
export function testBuildFlagsPlugin() {
  return new webpack.DefinePlugin(
    Object.fromEntries(TEST_BUILD_FLAGS.map((f) => [`process.env.${f}`, JSON.stringify(process.env[f] ?? '')])),
  );
}

/** The compile-time switches ModuleFederationPlugin defines for the runtime from `experiments.optimization`. */
function runtimeSwitches(o: { disableSnapshot: boolean; disableRemote: boolean; target: 'web' }): Record<string, string> {
  return {
    FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: JSON.stringify(o.disableSnapshot),
    FEDERATION_OPTIMIZE_NO_REMOTE: JSON.stringify(o.disableRemote),
    FEDERATION_OPTIMIZE_NO_SHARED: 'false',
    ENV_TARGET: JSON.stringify(o.target),
  };
}

/** One webpack configuration for every app: swc, Module Federation, async bootstrap. */
export function appConfig(app: AppBuild, mode: 'production' | 'development' = 'production'): Configuration {
  skipSharedFallbackBuilds();
  const shared = sharedDeps(app.dir);
  const optimization = {
    // No snapshot plugin in the runtime: remotes.json must name remoteEntry.js URLs (an
    // mf-manifest.json entry would be loaded as a script). Browser-only runtime.
    disableSnapshot: true,
    target: 'web' as const,
    // A remote never loads another remote (lint), so its runtime carries no remote loader.
    disableRemote: !app.host,
  };
  return {
    mode,
    context: app.dir,
    entry: { main: './src/index.ts', ...Object.fromEntries((app.pages ?? []).map((p) => [p.name, p.entry])) },
    devtool: mode === 'development' ? 'eval-cheap-module-source-map' : false,
    output: {
      path: process.env.OFFERDESK_BUILD_OUT_DIR ? path.resolve(process.env.OFFERDESK_BUILD_OUT_DIR) : path.join(app.dir, 'dist'),
      publicPath: app.host ? '/' : 'auto',
      uniqueName: app.name,
      filename: mode === 'production' ? '[name].[fullhash:8].js' : '[name].js',
      chunkFilename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        swcRule([
          path.join(app.dir, 'src'),
          path.join(repoRoot, 'shared/src'),
          path.join(repoRoot, 'runtime/src'),
          ...RUNTIME_PLUGINS,
          PROVIDE_RUNTIME_CORE,
        ]),
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        filename: app.host ? undefined : 'remoteEntry.js',
        exposes: app.exposes,
        remotes: {},
        shared,
        shareStrategy: 'loaded-first',
        runtimePlugins: app.host ? [...RUNTIME_PLUGINS, PROVIDE_RUNTIME_CORE] : RUNTIME_PLUGINS,
        dts: false,
        manifest: !app.host,
        experiments: {
          optimization,
          // One federation runtime core in the page: the host's main.js provides it to every remote
          // (PROVIDE_RUNTIME_CORE), whose remoteEntry.js then carries only its own container and share
          // data (a remote's own page loads the core from a script of its own, StandaloneRuntimePlugin).
          externalRuntime: !app.host,
        },
      }),
      new HtmlWebpackPlugin({
        template: path.join(repoRoot, 'scripts/webpack/index.html'),
        title: app.title,
        publicPath: '/',
        excludeChunks: (app.pages ?? []).map((p) => p.name),
      }),
      ...(app.pages ?? []).map(
        (p) =>
          new HtmlWebpackPlugin({
            template: path.join(repoRoot, 'scripts/webpack/index.html'),
            filename: `${p.name}.html`,
            title: p.title,
            publicPath: '/',
            excludeChunks: ['main', ...(app.pages ?? []).filter((o) => o !== p).map((o) => o.name)],
          }),
      ),
      new CopyPublicPlugin(path.join(app.dir, 'public')),
      ...(app.host ? [] : [new StandaloneRuntimePlugin(runtimeSwitches(optimization))]),
      ...(app.routeManifest ? [new RouteManifestPlugin(app.name, app.routeManifest, shared['@offerdesk/runtime'].requiredVersion)] : []),
      testBuildFlagsPlugin(),
    ],
    optimization: {
      minimizer: jsMinimizer(),
      splitChunks: {
        cacheGroups: {
          // Emotion's internals (serialize, hash, memoize, cache, sheet) are not shared modules:
          // left alone, webpack copies them into the @emotion/react, @emotion/styled and
          // @mui/material share chunks alike. One chunk holds them once.
          emotion: { test: /[\\/]node_modules[\\/]@emotion[\\/]/, name: 'emotion', chunks: 'async', priority: 30, enforce: true },
          // MUI modules that both the tree-shaken @mui/material share and the mui-extra share use
          // stay in each (one instance at run time: same build, same module id) instead of a
          // third chunk every first load would fetch. webpack's default groups, minus MUI:
          defaultVendors: { test: /[\\/]node_modules[\\/](?!@mui[\\/])/, priority: -10, reuseExistingChunk: true },
          default: {
            test: (m: Module) => !/[\\/]node_modules[\\/]@mui[\\/]/.test(m.nameForCondition() ?? ''),
            minChunks: 2,
            priority: -20,
            reuseExistingChunk: true,
          },
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}
