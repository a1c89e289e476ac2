export * from './messages';
export * from './parentOrigin';
