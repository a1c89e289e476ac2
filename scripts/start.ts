import path from 'node:path';
import { buildStale } from './build';
import { startControl } from './control';
import { startSuite } from './suite';

/** `npm start`: builds what changed while the API starts, then runs every app on its embedded defaults. */
async function main() {
  const root = path.resolve(__dirname, '..');
  const dataDir = path.resolve(process.env.OFFERDESK_DATA_DIR ?? path.join(root, '.data'));
  // The API migrates and seeds while the apps build (their servers read dist/ per request, and
  // nothing is announced before both are done); a failed build ends the process, the API with it.
  // OFFERDESK_SKIP_BUILD=1: the caller built the apps (the e2e run builds once for all its suites).
  const [, suite] = await Promise.all([
    process.env.OFFERDESK_SKIP_BUILD === '1' ? undefined : buildStale(),
    startSuite({
      dataDir,
      databaseUrl: process.env.DATABASE_URL || undefined,
      portOffset: Number(process.env.OFFERDESK_PORT_OFFSET ?? 0),
      trainingVideosUrl: process.env.OFFERDESK_TRAINING_VIDEOS_URL,
      feedbackUrl: process.env.OFFERDESK_FEEDBACK_URL,
      localParentOrigin: process.env.OFFERDESK_PARENT_ORIGIN,
    }),
  ]);
  const { DEMO_USERS, DEMO_PASSWORD } = await import('../api/src');
  console.log(`\nOfferDesk is running: ${suite.shellUrl}`);
  console.log(`  API ${suite.apiUrl} (OpenAPI at ${suite.apiUrl}/docs), data in ${process.env.DATABASE_URL ? 'PostgreSQL' : dataDir}`);
  console.log(
    suite.mailboxUrl
      ? `  Mailbox        ${suite.mailboxUrl} (mail stays on this machine; SMTP_URL sends it out)`
      : '  Mail           sent over SMTP_URL',
  );
  for (const [name, url] of Object.entries(suite.appUrls)) console.log(`  ${name.padEnd(14)} ${url}`);
  console.log(`  Brokerage portal (example: the shell framed, remotes mounted alone) ${suite.brokeragePortalUrl}`);
  console.log(`\nDemo logins (password ${DEMO_PASSWORD}):`);
  for (const u of DEMO_USERS) console.log(`  ${u.userName.padEnd(14)} ${u.firstName} ${u.lastName}, ${u.brokerage}`);
  console.log('\nCtrl+C stops the suite.');
  if (process.env.OFFERDESK_CONTROL_PORT) await startControl(suite, Number(process.env.OFFERDESK_CONTROL_PORT));
  const stop = async () => {
    await suite.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exit(1);
});
