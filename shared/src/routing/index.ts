export * from './routeManifest';
export * from './routesWithScreens';
export * from './returnTo';
