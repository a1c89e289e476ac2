import type { HostConfig } from '@offerdesk/runtime';

/** Reads the run-time config.json served beside the app; the defaults hold when it is absent. */
export async function loadHostConfig(url = '/config.json'): Promise<Partial<HostConfig> & Record<string, unknown>> {
  try {
    const res = await fetch(url, { cache: 'no-store' });
    return res.ok ? await res.json() : {};
  } catch {
    return {};
  }
}
