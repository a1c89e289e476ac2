import { envelope, hostStore } from '@offerdesk/runtime';

/**
 * The signing service's pages are framed by URL. Its base is config.json's `signingServiceUrl`
 * (the deployment that serves /document-preview, /sign-documents …), else this page's origin.
 */
export function signingServiceBase(): string {
  const configured = (hostStore.getState().config as unknown as Record<string, unknown>).signingServiceUrl;
  return String(configured || window.location.origin).replace(/\/$/, '');
}

/** /document-preview/{contractId}/{signSetId}: the read-only preview of a party's documents. */
export const documentPreviewUrl = (contractId: number, signSetId?: number | null): string =>
  `${signingServiceBase()}/document-preview/${contractId}${signSetId ? `/${signSetId}` : ''}`;

/** The counter values the preview prints on the counter-offer document while the party types. */
export interface CounterPreviewValues {
  counterPrice: string;
  counterEarnestMoney: string;
  counterFinancing: string;
  counterCOE: string;
  counterAcceptanceDeadLine: string;
  counterTerms: string;
}

/** Posts the `counter-offer` message to the preview frame, to the frame's own origin only (never '*'). */
export function postCounterOffer(frame: HTMLIFrameElement | null, values: CounterPreviewValues): boolean {
  if (!frame?.contentWindow) return false;
  const origin = new URL(frame.src, window.location.href).origin;
  frame.contentWindow.postMessage(envelope({ type: 'counter-offer', counterOffer: values }), origin);
  return true;
}

/** /sign-documents/{signToken}/{signSetId}: the party signs, then comes back to `returnTo` (and a buyer client is offered registration). */
export function signDocumentsUrl(signToken: string, signSetId: number | string, partyId: number | string, returnTo: string, accountUrl?: string): string {
  const q = new URLSearchParams({ successurl: returnTo, redirectUrl: returnTo, partyId: String(partyId) });
  if (accountUrl) q.set('accounturl', accountUrl);
  return `${signingServiceBase()}/sign-documents/${encodeURIComponent(signToken)}/${encodeURIComponent(String(signSetId))}?${q}`;
}
