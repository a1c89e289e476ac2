export * from './routeManifest';
export * from './remoteContract';
