/**
 * The signing hand-off between the agent's workspace and its signing page framed from another
 * origin (docs/domain/frames.md#the-signing-service-its-own-entry-of-mf-documents): the page posts
 * `signing-ready` to its allowed parent origin; the parent, having checked the message came from its
 * frame's window and the signing service's origin, posts `signing-grant` to that origin only; the
 * page takes the grant only from the allowed parent origin and the parent window itself.
 */
import { envelope, isEnvelope } from './messages';
import { originOf } from './parentOrigin';
import { parseViewerMessage } from './viewerMessages';

/** What a check reads of a message event. */
export type HandOffEvent = Pick<MessageEvent, 'origin' | 'data'> & { source?: unknown };

/** Frame side: the grant of a `signing-grant` message from the allowed parent origin and the parent window, else null. */
export function readSigningGrant(event: HandOffEvent, allowedOrigin: string | null, parent: unknown): string | null {
  if (!allowedOrigin || event.origin !== allowedOrigin || !parent || event.source !== parent) return null;
  const message = parseViewerMessage(event.data);
  return message?.type === 'signing-grant' ? message.grant : null;
}

/** Parent side: whether the event is `signing-ready` from the frame's window on the signing service's origin. */
export function isSigningReady(event: HandOffEvent, frameOrigin: string | null, frameWindow: unknown): boolean {
  if (!frameOrigin || event.origin !== frameOrigin || !frameWindow || event.source !== frameWindow) return false;
  return isEnvelope(event.data) && (event.data as { type?: unknown }).type === 'signing-ready';
}

/** Parent side: posts the grant to the frame's origin only (never '*'); false when nothing was posted. */
export function postSigningGrant(
  frameWindow: { postMessage(message: unknown, targetOrigin: string): void } | null | undefined,
  frameOrigin: string | null,
  grant: string,
): boolean {
  const origin = frameOrigin ? originOf(frameOrigin) : null;
  if (!frameWindow || !origin || origin !== frameOrigin) return false;
  frameWindow.postMessage(envelope({ type: 'signing-grant', grant }), origin);
  return true;
}
