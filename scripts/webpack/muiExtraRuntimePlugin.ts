import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const MUI = '@mui/material';
const MUI_EXTRA = '@offerdesk/shared/mui-extra';

type Entry = { loaded?: boolean; lib?: unknown; treeShaking?: { loaded?: boolean; lib?: unknown } };

/**
 * `@offerdesk/shared/mui-extra` holds MUI components taken from MUI's own paths, so they must run
 * on the internals (styled engine, default props, RTL contexts) of the build that provided the
 * loaded `@mui/material`. Every app registers mui-extra under the MUI version it was built with
 * and the first registration of a version wins (loaded-first), as it did for MUI itself; so the
 * entry to use is the one of the loaded MUI's version, not the highest one a newer remote brought.
 * (An entry's `from` is not usable: the runtime rewrites it to the last app that consumed it.)
 */
export default function muiExtraRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'offerdesk-mui-extra-follows-mui',
    resolveShare(args) {
      if (args.pkgName !== MUI_EXTRA) return args;
      const scope = args.shareScopeMap[args.scope] as unknown as Record<string, Record<string, Entry>> | undefined;
      const loadedMui = Object.entries(scope?.[MUI] ?? {}).find(
        ([, e]) => e.loaded || e.lib || e.treeShaking?.loaded || e.treeShaking?.lib,
      );
      const same = loadedMui && scope?.[MUI_EXTRA]?.[loadedMui[0]];
      if (!same || args.version === loadedMui[0]) return args;
      args.resolver = () => ({ shared: same as never, useTreesShaking: false });
      return args;
    },
  };
}
