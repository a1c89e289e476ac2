export * from './steps';
export * from './wizardStore';
export * from './mlsData';
