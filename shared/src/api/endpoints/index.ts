export * from './auth';
export * from './offers';
export * from './offerDraft';
export * from './mlsSearch';
export * from './formTemplates';
export * from './documents';
export * from './parties';
export * from './contractDocuments';
