/**
 * A remote's route manifest: the screens it serves, written by the remote itself and published
 * by its build as `routes.json` next to `remoteEntry.js`. The deployment's `remotes.json` points
 * the shell at each manifest, so a remote adds a screen without a release of the shell.
 * Framework-free: the build scripts read it too.
 */
export interface RouteManifestEntry {
  /** Absolute react-router pattern, e.g. `/create-offer/:offerId?`. */
  path: string;
  /** Page title (document title and the shell's heading). */
  title: string;
  /** Party-link pages that work without an agent session. */
  public?: boolean;
  /**
   * The screen shows its own breadcrumb and page heading (the seed's 'Home > Offer > address' of the
   * document viewer): the shell then shows neither, so the page has one breadcrumb and one h1.
   */
  ownBreadcrumb?: boolean;
  /** A screen that is not about offers (e.g. the brokerage's settings): its breadcrumb is 'Home › title', not 'Home › Offers'. */
  outsideOffers?: boolean;
  /**
   * The API reads (path and query after the API base, exactly as the screen's client asks them) the
   * screen makes first when it opens with its default state: the shell starts them with the
   * agent's token while the remote's code loads, and the screen's client takes each answer instead
   * of asking again (an answer nobody asks for is dropped).
   */
  prefetch?: string[];
  /**
   * A script of the remote's build, named relative to this manifest (e.g. `firstPaint.js`), that draws
   * a static first paint of the screen from its prefetched reads before React and the remote's code
   * have loaded (`@offerdesk/runtime/first-paint`). Only with `prefetch`.
   */
  firstPaint?: string;
}

export interface RouteManifest {
  /** The remote's Module Federation name, e.g. `mfParties`. */
  remote: string;
  /** What the shell's error panel calls the remote's area, e.g. `Parties`. */
  area: string;
  routes: RouteManifestEntry[];
  /**
   * The @offerdesk/runtime versions the remote works with (its declared range, e.g. `^1.0.0`),
   * written by its build: the shell checks it against its own runtime before it loads the remote.
   */
  runtime?: string;
}

/** A file of the remote's own build, next to its manifest: no folder, no scheme, no host. */
const FIRST_PAINT_FILE = /^[\w-]+(?:\.[\w-]+)*\.js$/;

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;

/** Reads a published manifest; anything malformed is an error naming what is wrong. */
export function parseRouteManifest(json: unknown, source = 'routes.json'): RouteManifest {
  const m = json as Partial<RouteManifest> | null;
  if (!m || typeof m !== 'object' || Array.isArray(m)) throw new Error(`${source} is not a JSON object`);
  if (!isText(m.remote)) throw new Error(`${source}: remote must be a non-empty string`);
  if (!isText(m.area)) throw new Error(`${source}: area must be a non-empty string`);
  if (!Array.isArray(m.routes)) throw new Error(`${source}: routes must be a list`);
  const routes = m.routes.map((r: Partial<RouteManifestEntry> | null, i): RouteManifestEntry => {
    if (!r || typeof r !== 'object') throw new Error(`${source}: routes[${i}] is not an object`);
    if (!isText(r.path) || !r.path.startsWith('/')) throw new Error(`${source}: routes[${i}].path must start with /`);
    if (!isText(r.title)) throw new Error(`${source}: routes[${i}].title must be a non-empty string`);
    if (r.public !== undefined && typeof r.public !== 'boolean') throw new Error(`${source}: routes[${i}].public must be true or false`);
    if (r.ownBreadcrumb !== undefined && typeof r.ownBreadcrumb !== 'boolean')
      throw new Error(`${source}: routes[${i}].ownBreadcrumb must be true or false`);
    if (r.outsideOffers !== undefined && typeof r.outsideOffers !== 'boolean')
      throw new Error(`${source}: routes[${i}].outsideOffers must be true or false`);
    const prefetch = r.prefetch ?? [];
    if (!Array.isArray(prefetch) || !prefetch.every((u) => isText(u) && u.startsWith('/') && !u.startsWith('//'))) {
      throw new Error(`${source}: routes[${i}].prefetch must be a list of API paths starting with /`);
    }
    if (r.firstPaint !== undefined && !(typeof r.firstPaint === 'string' && FIRST_PAINT_FILE.test(r.firstPaint) && prefetch.length))
      throw new Error(`${source}: routes[${i}].firstPaint must name a .js file next to the manifest, with prefetch`);
    return {
      path: r.path,
      title: r.title,
      ...(r.public ? { public: true } : {}),
      ...(r.ownBreadcrumb ? { ownBreadcrumb: true } : {}),
      ...(r.outsideOffers ? { outsideOffers: true } : {}),
      ...(prefetch.length ? { prefetch } : {}),
      ...(r.firstPaint ? { firstPaint: r.firstPaint } : {}),
    };
  });
  if (m.runtime !== undefined && !isText(m.runtime)) throw new Error(`${source}: runtime must be a version range`);
  return m.runtime ? { remote: m.remote, area: m.area, routes, runtime: m.runtime } : { remote: m.remote, area: m.area, routes };
}
