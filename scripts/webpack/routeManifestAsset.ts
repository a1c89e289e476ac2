import { parseRouteManifest, type RouteManifest } from '../../shared/src/routing/routeManifest';
import type { Compiler } from 'webpack';

/** The file a remote's build publishes next to remoteEntry.js; remotes.json points the shell at it. */
export const ROUTE_MANIFEST_FILE = 'routes.json';

/** The published text of a remote's manifest, checked: it must name the remote it is built for. */
export function routeManifestJson(remoteName: string, manifest: RouteManifest): string {
  const checked = parseRouteManifest(manifest, `${remoteName} route manifest`);
  if (checked.remote !== remoteName) throw new Error(`The route manifest of ${remoteName} names ${checked.remote}`);
  return `${JSON.stringify(checked, null, 2)}\n`;
}

/** The route patterns a remote's build publishes, in order (what the agreement tests compare with `./routes`). */
export function publishedRoutePaths(remoteName: string, manifest: RouteManifest | undefined): string[] {
  if (!manifest) throw new Error(`${remoteName} publishes no route manifest`);
  return parseRouteManifest(JSON.parse(routeManifestJson(remoteName, manifest))).routes.map((r) => r.path);
}

/** Emits the remote's routes.json with its build, with the runtime range it needs. */
export class RouteManifestPlugin {
  constructor(
    private readonly remoteName: string,
    private readonly manifest: RouteManifest,
    /** The @offerdesk/runtime range the remote is built for (its shared config's requiredVersion). */
    private readonly runtime: string,
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('RouteManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            ROUTE_MANIFEST_FILE,
            new compiler.webpack.sources.RawSource(routeManifestJson(this.remoteName, { ...this.manifest, runtime: this.runtime })),
          );
        },
      );
    });
  }
}
