import { hostStore } from '@offerdesk/runtime';

/** A listing photo URL: absolute as given; a server-relative path is resolved against the main API base. */
export function listingPhotoUrl(photo: unknown): string | null {
  if (typeof photo !== 'string' || !photo.trim()) return null;
  const p = photo.trim();
  if (/^(https?:|data:|blob:)/i.test(p) || p.startsWith('//')) return p;
  if (!p.startsWith('/')) return null;
  return `${hostStore.getState().config.apiBase.replace(/\/+$/, '')}${p}`;
}
