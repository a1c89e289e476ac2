import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, DEMO_USERS } from '../../api/src/seed/demoUsers';
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

/** A token straight from the API, as a brokerage portal would hold one. */
export async function apiToken(userName = ALEX.userName): Promise<Token> {
  const res = await fetch(`${API_URL}/Token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', client_id: 'e2e', username: userName, password: DEMO_PASSWORD }).toString(),
  });
  if (!res.ok) throw new Error(`Token failed: ${res.status}`);
  return res.json();
}

export async function apiGet<T>(path: string, token: Token): Promise<{ data: T; headers: Headers }> {
  const res = await fetch(`${API_URL}${path}`, { headers: { Authorization: `Bearer ${token.access_token}` } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return { data: (await res.json()) as T, headers: res.headers };
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
  const res = await fetch(`${CONTROL_URL}/${action}?app=${app}`, { method: 'POST' });
  if (!res.ok) throw new Error(`${action} ${app}: ${res.status} ${await res.text()}`);
}
