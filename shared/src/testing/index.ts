/** Test helpers of the suite: wire examples of the contract and the HTTP test kit (msw). */
export * from './apiKit';
export * from './wireExamples';
export * from './documentExamples';
export * from './offerPageExamples';
export * from './renderRoutes';
