import { render, screen } from '@testing-library/react';
import { publishedRoutePaths } from '../../../scripts/webpack/routeManifestAsset';
import mf from '../../module-federation.config';
import { ReleaseCheckScreen } from '../ReleaseCheckScreen';
import { routes } from '../routes';

describe('mf-parties routes', () => {
  it('exposes exactly the patterns of the route manifest its build publishes', () => {
    expect(routes.map((r) => r.path)).toEqual(publishedRoutePaths(mf.name, mf.routeManifest));
  });

  it('the test-only release-check route is absent from a regular build', () => {
    expect(routes.map((r) => r.path)).not.toContain('/parties/release-check');
  });

  it('a build with OFFERDESK_TEST_EXTRA_ROUTE=1 publishes and serves the release-check screen, in agreement', async () => {
    const saved = process.env.OFFERDESK_TEST_EXTRA_ROUTE;
    process.env.OFFERDESK_TEST_EXTRA_ROUTE = '1';
    try {
      await jest.isolateModulesAsync(async () => {
        const flagged = (await import('../routes')).routes;
        const flaggedMf = (await import('../../module-federation.config')).default;
        expect(flagged.map((r) => r.path)).toEqual(['/assign-parties', '/parties/release-check']);
        expect(publishedRoutePaths(flaggedMf.name, flaggedMf.routeManifest)).toEqual(flagged.map((r) => r.path));
        expect(flagged[1].Component.name).toBe('ReleaseCheckScreen');
      });
      render(<ReleaseCheckScreen />);
      expect(screen.getByRole('heading', { name: 'Parties release check' })).toBeInTheDocument();
    } finally {
      if (saved === undefined) delete process.env.OFFERDESK_TEST_EXTRA_ROUTE;
      else process.env.OFFERDESK_TEST_EXTRA_ROUTE = saved;
    }
  });
});
