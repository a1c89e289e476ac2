export * from './offerStatus';
export * from './statusLabel';
export * from './parties';
export * from './documents';
export * from './limits';
export * from './lookups';
export * from './partyRules';
