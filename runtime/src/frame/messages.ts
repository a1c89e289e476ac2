/** Frame messages: a typed, versioned union. Every message carries this envelope. */
export const FRAME_SOURCE = 'offerdesk';
export const FRAME_PROTOCOL_VERSION = 1;

/** Events a remote raises for its host (the shell forwards them to the parent frame). */
export type ShellEvent =
  { type: 'create-offer' } | { type: 'offer-success'; offerId?: number } | { type: 'offer-cancelled'; offerId?: number };

/** What the shell posts to the parent frame; `signed-out` (runtime 1.4.0) answers the parent's `sign-out` once the session has ended. */
export type ShellToParentMessage =
  { type: 'offers-frame-loaded' } | ShellEvent | { type: 'session-expired'; loginUrl?: string } | { type: 'signed-out' };

/**
 * What the parent frame posts to the shell: the agent's token, and `sign-out` when the agent signs
 * out of the parent (runtime 1.4.0): the framed session ends at once (docs/domain/frames.md#framed-sessions).
 */
export type ParentToShellMessage =
  { type: 'auth-token'; token: string; expiresIn: number; userName: string; name?: string } | { type: 'sign-out' };

export type Envelope<M> = M & { source: typeof FRAME_SOURCE; version: typeof FRAME_PROTOCOL_VERSION };

export const envelope = <M extends { type: string }>(message: M): Envelope<M> => ({
  ...message,
  source: FRAME_SOURCE,
  version: FRAME_PROTOCOL_VERSION,
});

const PARENT_TO_SHELL_TYPES = new Set<ParentToShellMessage['type']>(['auth-token', 'sign-out']);

/** A message body in our envelope (source and protocol version) with a string type. */
export function isEnvelope(data: unknown): data is Envelope<{ type: string }> {
  return (
    !!data &&
    typeof data === 'object' &&
    (data as { source?: unknown }).source === FRAME_SOURCE &&
    (data as { version?: unknown }).version === FRAME_PROTOCOL_VERSION &&
    typeof (data as { type?: unknown }).type === 'string'
  );
}

/** Accepts a message event only from the allowed origin and only with a known, well-formed body. */
export function readParentMessage(event: Pick<MessageEvent, 'origin' | 'data'>, allowedOrigin: string | null): ParentToShellMessage | null {
  if (!allowedOrigin || event.origin !== allowedOrigin) return null;
  const data = event.data;
  if (!isEnvelope(data) || !PARENT_TO_SHELL_TYPES.has(data.type as ParentToShellMessage['type'])) return null;
  const m = data as unknown as ParentToShellMessage;
  if (m.type === 'sign-out') return { type: 'sign-out' };
  if (m.type === 'auth-token') {
    if (typeof m.token !== 'string' || !m.token || typeof m.expiresIn !== 'number' || m.expiresIn <= 0 || typeof m.userName !== 'string')
      return null;
    return {
      type: 'auth-token',
      token: m.token,
      expiresIn: m.expiresIn,
      userName: m.userName,
      name: typeof m.name === 'string' ? m.name : undefined,
    };
  }
  return null;
}
