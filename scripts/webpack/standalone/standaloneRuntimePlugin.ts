import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Compiler, type Configuration } from 'webpack';

const NAME = 'StandaloneRuntimePlugin';

/** The federation runtime core as a plain script that sets the global an externalRuntime build reads. */
function providerConfig(outDir: string, defines: Record<string, string>): Configuration {
  return {
    mode: 'production',
    target: 'web',
    context: __dirname,
    entry: path.join(__dirname, 'standaloneEntry.ts'),
    output: { path: outDir, filename: 'federation-runtime.[contenthash:8].js', iife: true },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          include: __dirname,
          use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } } },
        },
      ],
    },
    plugins: [new webpack.DefinePlugin(defines)],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

function compile(config: Configuration): Promise<void> {
  return new Promise((resolve, reject) =>
    webpack(config, (err, stats) => {
      if (err || !stats || stats.hasErrors()) reject(err ?? new Error(`${NAME}: ${stats?.toString({ all: false, errors: true })}`));
      else resolve();
    }),
  );
}

/**
 * A remote built with `experiments.externalRuntime` carries no federation runtime core: under the
 * shell it runs on the shell's (one copy in the page, `provideExternalRuntime`). Its own page, with
 * no shell (the party portal's links, a remote opened alone), loads the core from this extra script,
 * built with the same runtime switches and put before the page's other scripts.
 */
export class StandaloneRuntimePlugin {
  constructor(private readonly defines: Record<string, string>) {}

  apply(compiler: Compiler) {
    let built: { file: string; source: Buffer } | undefined;
    compiler.hooks.beforeCompile.tapPromise(NAME, async () => {
      if (built) return;
      const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'offerdesk-federation-runtime-'));
      try {
        await compile(providerConfig(outDir, this.defines));
        const file = fs.readdirSync(outDir).find((f) => f.endsWith('.js'))!;
        built = { file, source: fs.readFileSync(path.join(outDir, file)) };
      } finally {
        fs.rmSync(outDir, { recursive: true, force: true });
      }
    });
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(built!.file, new compiler.webpack.sources.RawSource(built!.source));
      });
      HtmlWebpackPlugin.getCompilationHooks(compilation).beforeAssetTagGeneration.tap(NAME, (data) => {
        data.assets.js.unshift(`${data.assets.publicPath}${built!.file}`);
        return data;
      });
    });
  }
}
