import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Compiler, type Configuration } from 'webpack';
import { jsMinimizer, swcRule, testBuildFlagsPlugin } from './appConfig';
import { APPS } from './apps';
import { routeManifestJson } from './routeManifestAsset';

const repoRoot = path.resolve(__dirname, '../..');
const shell = APPS.find((a) => a.host)!;
const remotes = APPS.filter((a) => !a.host);

/** Emits remotes.json and one route manifest per remote, read by the shell as in a federated deployment. */
class MonolithManifestsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('MonolithManifestsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'MonolithManifestsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const emit = (file: string, text: string) => compilation.emitAsset(file, new compiler.webpack.sources.RawSource(text));
          const locations: Record<string, { entry: string; routes: string }> = {};
          for (const r of remotes) {
            // In a folder of its own, so that a first paint script it names (built next to it) is the remote's.
            emit(`${r.name}/routes.json`, routeManifestJson(r.name, r.routeManifest!));
            locations[r.name] = { entry: '/bundled', routes: `/${r.name}/routes.json` };
          }
          emit('remotes.json', JSON.stringify(locations, null, 2));
        },
      );
    });
  }
}

/**
 * The benchmark's yardstick: the shell and every remote's screens as ONE webpack build, no Module
 * Federation, the same source. The shell's remote loader is swapped for one that imports each
 * remote's `src/routes.tsx` as a lazy chunk.
 */
export function monolithConfig(outDir: string): Configuration {
  return {
    mode: 'production',
    context: shell.dir,
    // The remotes' first paint scripts, each its own entry next to its manifest, as in their own builds.
    entry: {
      main: './src/index.ts',
      ...Object.fromEntries(
        remotes
          .filter((r) => r.firstPaint)
          .map((r) => [`${r.name}/${r.firstPaint!.file.replace(/\.js$/, '')}`, path.join(r.dir, r.firstPaint!.entry)]),
      ),
    },
    devtool: false,
    output: {
      path: outDir,
      publicPath: '/',
      filename: (p: { chunk?: { name?: string | null } }) => (p.chunk?.name?.includes('/') ? '[name].js' : '[name].[contenthash:8].js'),
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        swcRule([
          ...APPS.map((a) => path.join(a.dir, 'src')),
          path.join(repoRoot, 'shared/src'),
          path.join(repoRoot, 'runtime/src'),
          path.join(__dirname, 'monolith'),
        ]),
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: path.join(__dirname, 'index.html'), title: shell.title, publicPath: '/', chunks: ['main'] }),
      new MonolithManifestsPlugin(),
      // The shell's ./remoteLoader becomes the bundling one.
      new webpack.NormalModuleReplacementPlugin(/^\.\/remoteLoader$/, (r: { context: string; request: string }) => {
        if (r.context === path.join(shell.dir, 'src')) r.request = path.join(__dirname, 'monolith/remoteLoader.ts');
      }),
      new webpack.DefinePlugin({
        __OFFERDESK_MONOLITH_REMOTES__: JSON.stringify(Object.fromEntries(remotes.map((r) => [r.name, path.basename(r.dir)]))),
      }),
      testBuildFlagsPlugin(),
    ],
    // The apps' minifier, so that the ratio measures federation alone.
    optimization: { minimizer: jsMinimizer() },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}
