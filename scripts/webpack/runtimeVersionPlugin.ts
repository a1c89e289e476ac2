import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RUNTIME_PACKAGE, runtimeVersionError, satisfies } from '@offerdesk/runtime/version-check';

/**
 * `@offerdesk/runtime` is one copy in the page, the host's (loaded first). A remote built against
 * a newer runtime API declares a higher range (its package.json); when the host's runtime is
 * older, loading the remote fails with a RuntimeVersionError, which the shell shows in the
 * remote's error panel, instead of running the remote on a runtime that lacks what it needs.
 */
export default function runtimeVersionPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'offerdesk-runtime-version',
    resolveShare(args) {
      if (args.pkgName !== RUNTIME_PACKAGE) return args;
      const required = args.shareInfo.shareConfig?.requiredVersion;
      if (typeof required === 'string' && !satisfies(args.version, required)) {
        const error = runtimeVersionError(args.shareInfo.from, required, args.version);
        // Thrown where the share is resolved (outside the hook, which would log and re-word it).
        args.resolver = () => {
          throw error;
        };
      }
      return args;
    },
  };
}
