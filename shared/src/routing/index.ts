export * from './routeManifest';
export * from './routesWithScreens';
