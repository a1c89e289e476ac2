/**
 * The API's public entry for the rest of the repository (the suite runner, the benchmarks, the
 * e2e journeys): start it, read its configuration, know the demo logins. Nothing outside api/
 * imports from deeper in api/src.
 */
export { startApi, type RunningApi, type StartApiOptions } from './server';
export { configFromEnv, mlsConfigFromEnv, type ApiConfig } from './config';
export { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './seed/demoUsers';
export type { LogOptions } from './http/logging';
export { generateSealKey } from './pdf/sealPdf';
export { checkAuditTrailFile } from './features/audit/auditChain';
