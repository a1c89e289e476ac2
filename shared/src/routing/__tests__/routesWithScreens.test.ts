import { routesWithScreens } from '../routesWithScreens';

const Home = () => null;
const Offers = () => null;
const manifest = {
  remote: 'mfExample',
  routes: [
    { path: '/home', title: 'Home' },
    { path: '/offers', title: 'Offers' },
  ],
};

describe('routesWithScreens', () => {
  it("gives every pattern of the manifest its screen, in the manifest's order", () => {
    const screens: Record<string, typeof Home> = { '/offers': Offers, '/home': Home };
    expect(routesWithScreens(manifest, (path) => screens[path])).toEqual([
      { path: '/home', Component: Home },
      { path: '/offers', Component: Offers },
    ]);
  });

  it('refuses a manifest pattern without a screen, naming the remote and the pattern', () => {
    expect(() => routesWithScreens(manifest, (path) => (path === '/home' ? Home : undefined))).toThrow(
      'mfExample: the route /offers of its manifest has no screen',
    );
  });
});
