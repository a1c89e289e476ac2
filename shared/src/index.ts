export * from './domain';
export * from './format';
export * from './api';
export * from './session';
export * from './frame';
export * from './routing';
export * from './schemas';
export * from './ui';
