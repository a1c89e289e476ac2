export * from './client';
export * from './errors';
export * from './types';
export * from './endpoints';
export * from './hostApis';
