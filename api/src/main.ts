/** Starts the API from the environment: `node -r @swc-node/register api/src/main.ts`. */
import { configFromEnv } from './config';
import type { LogOptions } from './http/logging';
import { demoLoginLines } from './seed/demoUsers';
import { startApi } from './server';

async function main() {
  const config = configFromEnv();
  const api = await startApi({ ...config, log: { level: (process.env.LOG_LEVEL as LogOptions['level']) ?? 'info' } });
  const engine = config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir}/pglite)`;
  console.log(`OfferDesk API listening on ${api.url} (${engine}); OpenAPI at ${api.url}/docs`);
  console.log(api.mailboxUrl ? `Mail goes to the local outbox: ${api.mailboxUrl}` : 'Mail goes out over SMTP_URL.');
  if (api.seeded) console.log('Demo data seeded. Sign in with:');
  for (const line of demoLoginLines()) console.log(`  ${line}`);
  const stop = async (signal: string) => {
    console.log(`${signal}: closing`);
    await api.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
