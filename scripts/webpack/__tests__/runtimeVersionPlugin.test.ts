import { isRuntimeVersionError } from '@offerdesk/runtime/version-check';
import runtimeVersionPlugin from '../runtimeVersionPlugin';

type ResolveShare = NonNullable<ReturnType<typeof runtimeVersionPlugin>['resolveShare']>;
type Args = Parameters<ResolveShare>[0];

/** The arguments the federation runtime gives the hook when a remote resolves a share. */
function args(pkgName: string, loadedVersion: string, requiredVersion: string): Args {
  const resolved = { shared: { version: loadedVersion }, useTreesShaking: false };
  return {
    pkgName,
    version: loadedVersion,
    scope: 'default',
    shareScopeMap: {},
    shareInfo: { from: 'mfParties', shareConfig: { singleton: true, requiredVersion, strictVersion: true } },
    resolver: () => resolved,
  } as unknown as Args;
}

describe('the runtime version check of every app', () => {
  const hook = runtimeVersionPlugin().resolveShare as ResolveShare;

  it('lets a remote load on a runtime in its range', () => {
    const a = args('@offerdesk/runtime', '1.3.0', '^1.1.0');
    const before = a.resolver;
    expect(hook(a)).toBe(a);
    expect(a.resolver).toBe(before);
  });

  it('fails the remote with a RuntimeVersionError when the loaded runtime is older than it needs', () => {
    const a = args('@offerdesk/runtime', '1.0.0', '^1.1.0');
    hook(a);
    let thrown: unknown;
    try {
      a.resolver();
    } catch (e) {
      thrown = e;
    }
    expect(isRuntimeVersionError(thrown)).toBe(true);
    expect(thrown).toMatchObject({ remote: 'mfParties', required: '^1.1.0', loaded: '1.0.0' });
  });

  it('leaves every other share alone', () => {
    const a = args('react', '19.3.1', '^20.0.0');
    const before = a.resolver;
    hook(a);
    expect(a.resolver).toBe(before);
  });
});
