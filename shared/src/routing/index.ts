export * from './routeManifest';
