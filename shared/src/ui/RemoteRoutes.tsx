import { Route, Routes } from 'react-router-dom';
import type { RemoteRoute } from '../routing/remoteContract';

/** Renders a remote's screens by their absolute route patterns. */
export function RemoteRoutes({ routes }: { routes: readonly RemoteRoute[] }) {
  return (
    <Routes>
      {routes.map(({ path, Component }) => (
        <Route key={path} path={path} element={<Component />} />
      ))}
    </Routes>
  );
}
