import path from 'node:path';

export interface ApiConfig {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… switches to a PostgreSQL pool; absent means PGlite in `<dataDir>/pglite`. */
  databaseUrl?: string;
  /** When absent, a secret is generated once into `<dataDir>/token-secret`. */
  tokenSecret?: string;
  tokenTtlSeconds: number;
  corsOrigins: string[];
  formBuilderEnabled: boolean;
}

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const SUITE_PORTS = [4100, 4101, 4102, 4103, 4104, 4105];
export const DEFAULT_CORS_ORIGINS = SUITE_PORTS.flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);

const intOr = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
};

const boolOr = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === '' ? fallback : !/^(false|0|no|off)$/i.test(value.trim());

/** Reads the API configuration from the environment (see README: Configuration). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const origins = env.OFFERDESK_CORS_ORIGINS?.split(',').map((o) => o.trim()).filter(Boolean);
  return {
    port: intOr(env.PORT, 4000, 'PORT'),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.OFFERDESK_DATA_DIR || path.join(REPO_ROOT, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    tokenSecret: env.OFFERDESK_TOKEN_SECRET || undefined,
    tokenTtlSeconds: intOr(env.OFFERDESK_TOKEN_TTL_SECONDS, 28800, 'OFFERDESK_TOKEN_TTL_SECONDS'),
    corsOrigins: origins?.length ? origins : DEFAULT_CORS_ORIGINS,
    formBuilderEnabled: boolOr(env.OFFERDESK_FORM_BUILDER_ENABLED, true),
  };
}
