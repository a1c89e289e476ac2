/**
 * A production-like layout beside the e2e suite: three API processes on one fresh PostgreSQL
 * database, Debian's nginx in front of them with the repo's `deploy/nginx/api.conf.template`, and a
 * real SMTP server they all send to. The suite's front ends are pointed at nginx by the journey.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { generateSealKey } from '../../api/src';
import { INSTANCE_PORTS, NGINX_PORT, PORT_OFFSET, SHELL_URL, SIGNING_URL, SMTP_PORT } from './ports';

const root = path.resolve(__dirname, '../..');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** The PostgreSQL server the instances share; a database of this run is made on it. */
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const nginxUrl = `http://127.0.0.1:${NGINX_PORT}`;
export const instanceUrls = INSTANCE_PORTS.map((p) => `http://127.0.0.1:${p}`);

export interface Layout {
  dir: string;
  /** The instances' database (dropped by stop). */
  databaseUrl: string;
  /** Every mail the SMTP server accepted, parsed, in order. */
  mails: ParsedMail[];
  /** Each request nginx passed on, from its access log: the path and the instance that answered. */
  proxied(): Array<{ request: string; status: number; instance: number }>;
  /** The lines each instance printed (its start-up and errors). */
  logOf(instance: number): string;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitUntil(what: string, ok: () => Promise<boolean>, timeoutMs: number, alive?: () => string | null): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const dead = alive?.();
    if (dead) throw new Error(`${what}: ${dead}`);
    if (await ok().catch(() => false)) return;
    await sleep(300);
  }
  throw new Error(`${what}: not ready within ${timeoutMs / 1000} s`);
}

/** A fresh database of this run on the shared server (dropped first if a killed run left it). */
async function freshDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`).finally(() => admin.end());
}

async function startSmtp(mails: ParsedMail[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => void mails.push(mail))
        .then(() => callback(), callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(SMTP_PORT, '127.0.0.1', resolve);
  });
  return server;
}

/** The repo's nginx template with this layout's folder, port and instances. */
function nginxConfig(dir: string): string {
  const template = fs.readFileSync(path.join(root, 'deploy/nginx/api.conf.template'), 'utf8');
  const values: Record<string, string> = {
    OFFERDESK_NGINX_DIR: dir,
    OFFERDESK_NGINX_LISTEN: `127.0.0.1:${NGINX_PORT}`,
    OFFERDESK_API_SERVERS: INSTANCE_PORTS.map((p) => `server 127.0.0.1:${p};`).join(' '),
  };
  return template.replace(/\$\{(OFFERDESK_[A-Z_]+)\}/g, (_m, name: string) => {
    if (!(name in values)) throw new Error(`The nginx template names ${name}, which this layout does not fill`);
    return values[name]!;
  });
}

/** Starts the database, the SMTP server, three API instances (together, as a deployment would) and nginx. */
export async function startLayout(): Promise<Layout> {
  if (!fs.existsSync(NGINX))
    throw new Error(`nginx is missing at ${NGINX}: install it with \`apt-get install -y nginx\` (the CI script does).`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'offerdesk-instances-'));
  const dbName = `offerdesk_instances_${PORT_OFFSET}`;
  const databaseUrl = await freshDatabase(dbName);
  const mails: ParsedMail[] = [];
  const smtp = await startSmtp(mails);
  // What every instance must share: the secrets and the seal key (docs/deployment.md).
  const seal = generateSealKey();
  fs.writeFileSync(path.join(dir, 'seal.p12'), seal.p12, { mode: 0o600 });
  const shared: NodeJS.ProcessEnv = {
    DATABASE_URL: databaseUrl,
    OFFERDESK_TOKEN_SECRET: randomBytes(32).toString('base64'),
    OFFERDESK_SIGNING_SECRET: randomBytes(32).toString('base64'),
    OFFERDESK_SEAL_P12: path.join(dir, 'seal.p12'),
    OFFERDESK_SEAL_P12_PASSPHRASE: seal.passphrase,
    OFFERDESK_TRUST_PROXY: '127.0.0.1',
    OFFERDESK_PUBLIC_API_URL: nginxUrl,
    OFFERDESK_CORS_ORIGINS: [SHELL_URL, SIGNING_URL].join(','),
    OFFERDESK_LINK_BASE_URL: SHELL_URL,
    OFFERDESK_SIGNING_LINK_BASE_URL: SIGNING_URL,
    OFFERDESK_MLS_LISTINGS: '500',
    OFFERDESK_LOGIN_ATTEMPTS_PER_MINUTE: '5',
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    LOG_LEVEL: 'warn',
  };
  const logs: string[] = INSTANCE_PORTS.map(() => '');
  const children: ChildProcess[] = INSTANCE_PORTS.map((port, i) => {
    const dataDir = path.join(dir, `instance-${i + 1}`);
    const child = spawn(process.execPath, ['-r', '@swc-node/register', 'api/src/main.ts'], {
      cwd: root,
      env: { ...process.env, ...shared, PORT: String(port), OFFERDESK_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => void (logs[i] += chunk.toString('utf8'));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    return child;
  });
  fs.writeFileSync(path.join(dir, 'api.conf'), nginxConfig(dir));
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(dir, sub));
  const nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'api.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let nginxLog = '';
  nginx.stderr!.on('data', (c: Buffer) => void (nginxLog += c.toString('utf8')));

  const stop = async () => {
    for (const c of [...children, nginx]) if (c.exitCode === null) c.kill('SIGTERM');
    await Promise.all([...children, nginx].map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
    await new Promise<void>((r) => smtp.close(() => r()));
    await dropDatabase(dbName).catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (const [i, url] of instanceUrls.entries())
      await waitUntil(
        `API instance ${i + 1}`,
        async () => (await fetch(`${url}/health`)).ok,
        300_000,
        () => (children[i]!.exitCode === null ? null : `exited with ${children[i]!.exitCode}\n${logs[i]!.slice(-3000)}`),
      );
    await waitUntil(
      'nginx',
      async () => (await fetch(`${nginxUrl}/health`)).ok,
      20_000,
      () => (nginx.exitCode === null ? null : `exited with ${nginx.exitCode}\n${nginxLog}`),
    );
  } catch (e) {
    await stop();
    throw e;
  }
  return {
    dir,
    databaseUrl,
    mails,
    proxied: () =>
      fs
        .readFileSync(path.join(dir, 'access.log'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const m = /"(\S+ \S+) [^"]*" (\d{3}) (\S+)/.exec(line)!;
          return { request: m[1]!, status: Number(m[2]), instance: INSTANCE_PORTS.indexOf(Number(m[3]!.split(':').pop())) + 1 };
        }),
    logOf: (i) => logs[i - 1] ?? '',
    stop,
  };
}
