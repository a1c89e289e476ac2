import { Route, Routes } from 'react-router-dom';
import type { RemoteRoute } from '@offerdesk/runtime';

/** Renders a remote's screens (its `./routes`) as react-router routes by their absolute patterns. */
export function ScreenRoutes({ routes }: { routes: readonly RemoteRoute[] }) {
  return (
    <Routes>
      {routes.map(({ path, Component }) => (
        <Route key={path} path={path} element={<Component />} />
      ))}
    </Routes>
  );
}
