import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import { swcRule } from '../../scripts/webpack/appConfig';
import { hashTree } from '../../scripts/webpack/treeHash';

const HERE = __dirname;
export const PORTAL_DIST = path.join(HERE, 'dist');
const HASH_FILE = path.join(PORTAL_DIST, '.build-hash');

/** The portal's page script: its own sign-in, router and the federation runtime it loads remotes with. */
function portalConfig(): Configuration {
  return {
    mode: 'production',
    target: 'web',
    context: HERE,
    entry: { portal: './src/main.ts' },
    output: { path: PORTAL_DIST, filename: '[name].[contenthash:8].js', publicPath: '/', clean: true },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: { rules: [swcRule([path.join(HERE, 'src')])] },
    plugins: [new HtmlWebpackPlugin({ template: path.join(HERE, 'src/index.html') })],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

function sourceHash(): string {
  const h = crypto.createHash('sha256');
  hashTree(path.join(HERE, 'src'), h);
  hashTree(path.join(HERE, 'build.ts'), h);
  hashTree(path.resolve(HERE, '../../package-lock.json'), h);
  return h.digest('hex');
}

/** Builds the portal's page into dist/ unless the build there is of the same sources (a few seconds). */
export async function buildBrokeragePortal(): Promise<string> {
  const hash = sourceHash();
  if (fs.existsSync(HASH_FILE) && fs.readFileSync(HASH_FILE, 'utf8') === hash) return PORTAL_DIST;
  await new Promise<void>((resolve, reject) =>
    webpack(portalConfig(), (err, stats) => {
      if (err || !stats || stats.hasErrors()) reject(err ?? new Error(stats?.toString({ all: false, errors: true })));
      else resolve();
    }),
  );
  fs.writeFileSync(HASH_FILE, hash);
  return PORTAL_DIST;
}
