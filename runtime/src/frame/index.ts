export * from './messages';
export * from './parentOrigin';
export * from './viewerMessages';
export * from './signingParent';
export * from './signingHandOff';
