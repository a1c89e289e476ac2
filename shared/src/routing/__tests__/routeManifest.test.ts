import { parseRouteManifest } from '../routeManifest';

describe('route manifest', () => {
  it('keeps what a route needs and drops anything else', () => {
    expect(
      parseRouteManifest({
        remote: 'mfParties',
        area: 'Parties',
        extra: 1,
        routes: [
          { path: '/a/:id', title: 'A', public: false, x: 1 },
          { path: '/b', title: 'B', public: true },
          { path: '/c', title: 'C', ownBreadcrumb: true },
          { path: '/d', title: 'D', ownBreadcrumb: false },
          { path: '/e', title: 'E', outsideOffers: true },
        ],
      }),
    ).toEqual({
      remote: 'mfParties',
      area: 'Parties',
      routes: [
        { path: '/a/:id', title: 'A' },
        { path: '/b', title: 'B', public: true },
        { path: '/c', title: 'C', ownBreadcrumb: true },
        { path: '/d', title: 'D' },
        { path: '/e', title: 'E', outsideOffers: true },
      ],
    });
  });

  it('keeps the runtime range the remote needs, and refuses one that is not text', () => {
    const base = { remote: 'mfParties', area: 'Parties', routes: [{ path: '/b', title: 'B' }] };
    expect(parseRouteManifest({ ...base, runtime: '^1.1.0' }).runtime).toBe('^1.1.0');
    expect(parseRouteManifest(base)).not.toHaveProperty('runtime');
    expect(() => parseRouteManifest({ ...base, runtime: 1 })).toThrow('routes.json: runtime must be a version range');
  });

  it.each([
    [null, 'routes.json is not a JSON object'],
    [[], 'routes.json is not a JSON object'],
    [{ area: 'A', routes: [] }, 'routes.json: remote must be a non-empty string'],
    [{ remote: 'r', area: ' ', routes: [] }, 'routes.json: area must be a non-empty string'],
    [{ remote: 'r', area: 'A', routes: {} }, 'routes.json: routes must be a list'],
    [{ remote: 'r', area: 'A', routes: [null] }, 'routes.json: routes[0] is not an object'],
    [{ remote: 'r', area: 'A', routes: [{ path: 'a', title: 'A' }] }, 'routes.json: routes[0].path must start with /'],
    [{ remote: 'r', area: 'A', routes: [{ path: '/a' }] }, 'routes.json: routes[0].title must be a non-empty string'],
    [
      { remote: 'r', area: 'A', routes: [{ path: '/a', title: 'A', public: 'yes' }] },
      'routes.json: routes[0].public must be true or false',
    ],
    [
      { remote: 'r', area: 'A', routes: [{ path: '/a', title: 'A', ownBreadcrumb: 1 }] },
      'routes.json: routes[0].ownBreadcrumb must be true or false',
    ],
    [
      { remote: 'r', area: 'A', routes: [{ path: '/a', title: 'A', outsideOffers: 'yes' }] },
      'routes.json: routes[0].outsideOffers must be true or false',
    ],
    [
      { remote: 'r', area: 'A', routes: [{ path: '/a', title: 'A', prefetch: '/x' }] },
      'routes.json: routes[0].prefetch must be a list of API paths starting with /',
    ],
    [
      { remote: 'r', area: 'A', routes: [{ path: '/a', title: 'A', prefetch: ['//evil.test/x'] }] },
      'routes.json: routes[0].prefetch must be a list of API paths starting with /',
    ],
    [
      { remote: 'r', area: 'A', routes: [{ path: '/a', title: 'A', prefetch: ['/x'], firstPaint: 'https://evil.test/x.js' }] },
      'routes.json: routes[0].firstPaint must name a .js file next to the manifest, with prefetch',
    ],
    [
      { remote: 'r', area: 'A', routes: [{ path: '/a', title: 'A', prefetch: ['/x'], firstPaint: '../x.js' }] },
      'routes.json: routes[0].firstPaint must name a .js file next to the manifest, with prefetch',
    ],
    [
      { remote: 'r', area: 'A', routes: [{ path: '/a', title: 'A', prefetch: ['/x'], firstPaint: '//evil.test/x.js' }] },
      'routes.json: routes[0].firstPaint must name a .js file next to the manifest, with prefetch',
    ],
    [
      { remote: 'r', area: 'A', routes: [{ path: '/a', title: 'A', prefetch: ['/x'], firstPaint: 'x.css' }] },
      'routes.json: routes[0].firstPaint must name a .js file next to the manifest, with prefetch',
    ],
    [
      { remote: 'r', area: 'A', routes: [{ path: '/a', title: 'A', prefetch: ['/x'], firstPaint: 'javascript:x.js' }] },
      'routes.json: routes[0].firstPaint must name a .js file next to the manifest, with prefetch',
    ],
    [
      { remote: 'r', area: 'A', routes: [{ path: '/a', title: 'A', prefetch: ['/x'], firstPaint: 1 }] },
      'routes.json: routes[0].firstPaint must name a .js file next to the manifest, with prefetch',
    ],
    [
      { remote: 'r', area: 'A', routes: [{ path: '/a', title: 'A', firstPaint: 'firstPaint.js' }] },
      'routes.json: routes[0].firstPaint must name a .js file next to the manifest, with prefetch',
    ],
  ])('refuses %j: %s', (json, message) => {
    expect(() => parseRouteManifest(json)).toThrow(message);
  });

  it('keeps the API reads a screen makes first, and leaves the field out when there are none', () => {
    const json = {
      remote: 'r',
      area: 'A',
      routes: [
        { path: '/a', title: 'A', prefetch: ['/offer/getAll?pageSize=20'] },
        { path: '/b', title: 'B', prefetch: [] },
        { path: '/c', title: 'C', prefetch: ['/offer/getAll?pageSize=20'], firstPaint: 'firstPaint.js' },
      ],
    };
    expect(parseRouteManifest(json).routes).toEqual([
      { path: '/a', title: 'A', prefetch: ['/offer/getAll?pageSize=20'] },
      { path: '/b', title: 'B' },
      { path: '/c', title: 'C', prefetch: ['/offer/getAll?pageSize=20'], firstPaint: 'firstPaint.js' },
    ]);
  });
});
