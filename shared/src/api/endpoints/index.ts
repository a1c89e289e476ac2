// The first page's endpoint functions (sign-in, the offers list). Those of later screens are in the
// features entry (src/features.ts).
export * from './auth';
export * from './offers';
