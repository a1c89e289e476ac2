import http from 'node:http';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, DEMO_USERS } from '../../api/src';
import { API_URL, CONTROL_URL, SHELL_URL } from './ports';

export const ALEX = DEMO_USERS.find((u) => u.userName === 'alex.morgan')!;
export { DEMO_PASSWORD };

export interface Token {
  access_token: string;
  expires_in: number;
  userName: string;
  firstName: string;
  lastName: string;
}

interface Answer {
  status: number;
  ok: boolean;
  headers: Headers;
  text: string;
}

/**
 * One HTTP call to the suite. Not `fetch`: it refuses the ports browsers call unsafe ("bad port"),
 * and offset 2000 puts the API on one of them (6000).
 */
function call(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const headers = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v);
        const status = res.statusCode ?? 0;
        resolve({ status, ok: status >= 200 && status < 300, headers, text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/** A token straight from the API, as a brokerage portal would hold one. */
export async function apiToken(userName = ALEX.userName, base = API_URL): Promise<Token> {
  const res = await call(`${base}/Token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', client_id: 'e2e', username: userName, password: DEMO_PASSWORD }).toString(),
  });
  if (!res.ok) throw new Error(`Token failed: ${res.status}`);
  return JSON.parse(res.text) as Token;
}

export async function apiGet<T>(path: string, token: Token, base = API_URL): Promise<{ data: T; headers: Headers }> {
  const res = await call(`${base}${path}`, { headers: { Authorization: `Bearer ${token.access_token}` } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return { data: JSON.parse(res.text) as T, headers: res.headers };
}

/** A JSON call straight to the API; answers the status and the body (errors are answers too). */
export async function apiSend<T>(
  method: 'POST' | 'PUT' | 'GET',
  path: string,
  token: Token,
  body?: unknown,
  base = API_URL,
): Promise<{ status: number; data: T }> {
  const res = await call(`${base}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token.access_token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: (res.text ? JSON.parse(res.text) : null) as T };
}

/** Signs in through the login page like an agent does. */
export async function signIn(page: Page, path = '/home', userName = ALEX.userName): Promise<void> {
  await page.goto(`${SHELL_URL}${path}`);
  await page.getByLabel('Username').fill(userName);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Stops or starts one app's server of the running suite. */
export async function control(action: 'stop' | 'start', app: string): Promise<void> {
  const res = await call(`${CONTROL_URL}/${action}?app=${app}`, { method: 'POST' });
  if (!res.ok) throw new Error(`${action} ${app}: ${res.status} ${res.text}`);
}

/** Points the running suite's remotes.json at another deployment of one remote; null: back to its own. */
export async function pointRemote(remote: string, location: { entry: string; routes: string } | null): Promise<void> {
  const res = location
    ? await call(`${CONTROL_URL}/remote-location?app=${remote}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(location),
      })
    : await call(`${CONTROL_URL}/remote-location?app=${remote}`, { method: 'DELETE' });
  if (!res.ok) throw new Error(`remote-location ${remote}: ${res.status} ${res.text}`);
}

/** Mailed party and reviewer links open `base` from now on (a party portal deployed alone); null: back to the suite's own. */
export async function pointPortalLinks(base: string | null): Promise<void> {
  const res = base
    ? await call(`${CONTROL_URL}/portal-link-base`, { method: 'PUT', body: base })
    : await call(`${CONTROL_URL}/portal-link-base`, { method: 'DELETE' });
  if (!res.ok) throw new Error(`portal-link-base: ${res.status} ${res.text}`);
}

/** Every app's config.json points at the API at `base` from now on (pages loaded after this); null: back to the suite's own. */
export async function pointApi(base: string | null): Promise<void> {
  const res = base
    ? await call(`${CONTROL_URL}/api-base`, { method: 'PUT', body: base })
    : await call(`${CONTROL_URL}/api-base`, { method: 'DELETE' });
  if (!res.ok) throw new Error(`api-base: ${res.status} ${res.text}`);
}

/** A plain GET of any URL of the suite (status and body). */
export async function getText(url: string): Promise<{ status: number; text: string }> {
  const res = await call(url);
  return { status: res.status, text: res.text };
}
