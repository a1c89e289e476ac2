export * from './remoteRoutes';
export * from './remoteContract';
