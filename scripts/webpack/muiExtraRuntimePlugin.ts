import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const MUI = '@mui/material';
const MUI_EXTRA = '@offerdesk/shared/mui-extra';

type Entry = { from?: string; loaded?: boolean; lib?: unknown; treeShaking?: { loaded?: boolean; lib?: unknown } };

/**
 * `@offerdesk/shared/mui-extra` holds MUI components taken from MUI's own paths, so they must run
 * on the internals (styled engine, default props, RTL contexts) of the build that provided the
 * loaded `@mui/material`. This picks the mui-extra entry of that same app, whatever version
 * another app registered it under; without one it leaves the default choice.
 */
export default function muiExtraRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'offerdesk-mui-extra-follows-mui',
    resolveShare(args) {
      if (args.pkgName !== MUI_EXTRA) return args;
      const scope = args.shareScopeMap[args.scope] as unknown as Record<string, Record<string, Entry>> | undefined;
      const mui = Object.values(scope?.[MUI] ?? {}).find((e) => e.loaded || e.lib || e.treeShaking?.loaded || e.treeShaking?.lib);
      const candidates = Object.entries(scope?.[MUI_EXTRA] ?? {});
      const same = mui && candidates.find(([, e]) => e.from === mui.from);
      if (!same) return args;
      const fallback = args.resolver;
      args.resolver = () => {
        const chosen = fallback();
        return chosen ? { ...chosen, shared: same[1] as typeof chosen.shared, useTreesShaking: false } : { shared: same[1] as never, useTreesShaking: false };
      };
      return args;
    },
  };
}
