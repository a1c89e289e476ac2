export * from './theme';
export * from './StateViews';
export * from './RemoteRoutes';
export * from './createMount';
export * from './SignInForm';
export * from './standalone';
