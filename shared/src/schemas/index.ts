export * from './login';
export * from './validate';
