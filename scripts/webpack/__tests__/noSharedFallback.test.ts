import path from 'node:path';
import { skipSharedFallbackBuilds } from '../noSharedFallback';

const dist = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin's classes are not exported by the package
const load = (file: string) => require(path.join(dist, 'lib/sharing/tree-shaking', file)).default;

describe('the builds without shared-fallback compilations', () => {
  beforeAll(() => skipSharedFallbackBuilds());

  it('records an empty fallback table instead of compiling each tree-shaken library again', async () => {
    const IndependentSharedPlugin = load('IndependentSharedPlugin.js');
    const plugin = new IndependentSharedPlugin({
      name: 'mfOffersList',
      shared: { '@mui/material': { treeShaking: { mode: 'runtime-infer' } } },
    });
    const parentCompiler = {
      webpack: () => {
        throw new Error('a fallback compiler was created');
      },
    };
    await plugin.createIndependentCompilers(parentCompiler, { '@mui/material': { requests: [['@mui/material', '9.0.0']] } });
    expect(plugin.buildAssets).toEqual({ 'offerdesk:none': [] });
  });

  it('still gives the runtime a table, which names no file to fetch', async () => {
    const IndependentSharedPlugin = load('IndependentSharedPlugin.js');
    const plugin = new IndependentSharedPlugin({ name: 'mfOffersList', shared: {} });
    await plugin.createIndependentCompilers({}, {});
    const IndependentSharedRuntimeModule = load('IndependentSharedRuntimeModule.js');
    const code: string = new IndependentSharedRuntimeModule(plugin.buildAssets, 'global').generate();
    expect(code).toContain('.sharedFallback = {"offerdesk:none":[]};');
    expect(code).not.toMatch(/independent-packages|\.js"/);
  });

  it('is applied once however many apps a process builds', () => {
    const IndependentSharedPlugin = load('IndependentSharedPlugin.js');
    const replaced = IndependentSharedPlugin.prototype.createIndependentCompilers;
    skipSharedFallbackBuilds();
    expect(IndependentSharedPlugin.prototype.createIndependentCompilers).toBe(replaced);
  });
});
