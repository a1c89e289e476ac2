export * from './auth';
export * from './offers';
