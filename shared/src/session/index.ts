export * from './sessionStore';
export * from './hostStore';
export * from './apis';
export * from './storage';
