export * from './client';
export * from './errors';
export * from './endpoints';
export * from './hostApis';
