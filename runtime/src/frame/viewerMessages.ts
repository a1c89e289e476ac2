/**
 * Viewer messages (docs/domain/frames.md#viewer-messages): what the signing pages (assigner, signer, preview) and the page
 * that frames them exchange. Both ways go through the one allowed parent origin of the
 * deployment: a message from any other origin (or not from the parent window) is ignored, and
 * nothing is posted when no origin is allowed — never to '*'.
 */
import { envelope, isEnvelope } from './messages';

/** Counter values the parent is editing, shown live over the preview (name → shown text). */
export type CounterValues = Record<string, string | number | null>;

/** What a signing page posts to its parent. */
export type ViewerToParentMessage =
  /** The assigner is open on this contract (and document). */
  | { type: 'sign-assigner'; contractId: number; documentId: number | null }
  /** The agent picked another document in the assigner. */
  | { type: 'change-document'; documentId: number }
  /** The document now shown (scrolled to or chosen by the parent). */
  | { type: 'update-active-document'; documentId: number }
  /** Every holder of the document has a party or is left out. */
  | { type: 'assignComplete'; documentId: number }
  /** The document's holders still to assign (required fields = total − assigned). */
  | { type: 'unAssignCount'; documentId: number; count: number }
  | { type: 'loading-documents'; loading: boolean }
  /** The signer left without signing (declined, or closed the page). */
  | { type: 'cancel-sign-documents'; signSetId: number; declined: boolean }
  | { type: 'sign-documents-success'; signSetId: number; partyId: number; completed: boolean }
  /** A holder still to fill was pointed at (the parent may show its tooltip). */
  | { type: 'incompleteFieldTooltip'; documentId: number; fieldName: string }
  /** 'Next' moved to this holder. */
  | { type: 'click-next-flag'; documentId: number; fieldName: string }
  | { type: 'offer-success'; offerId?: number }
  /** An agent-side signing page framed from another origin waits for its grant (signingHandOff.ts). */
  | { type: 'signing-ready' };

export interface ContractData {
  transactionContractId: number;
  mlsNumber: string | null;
  propertyType: string | null;
  transactionParties: Array<{ partyId: number; name: string; role: string }>;
}

/** What the parent posts to a signing page. */
export type ParentToViewerMessage =
  /** Show only these documents (review-tab mode). */
  | { type: 'include-in-documents'; documentIds: number[] }
  | { type: 'filter-documents'; documentIds: number[] }
  | { type: 'change-document'; documentId: number }
  | { type: 'counter-offer'; values: CounterValues }
  | ({ type: 'contract-data' } & ContractData)
  /** The one-time grant the page exchanges for its signing session (signingHandOff.ts). */
  | { type: 'signing-grant'; grant: string };

/** A signing grant on the wire: 32 random bytes, base64url without padding. */
export const SIGNING_GRANT_FORMAT = /^[A-Za-z0-9_-]{43}$/;

const MAX_IDS = 200;
const MAX_COUNTER_VALUES = 100;
const MAX_TEXT = 500;

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 2_147_483_647;
const ids = (v: unknown): number[] | null => (Array.isArray(v) && v.length <= MAX_IDS && v.every(isId) ? [...v] : null);
const text = (v: unknown): string | null => (typeof v === 'string' && v.length <= MAX_TEXT ? v : null);

function counterValues(v: unknown): CounterValues | null {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
  const entries = Object.entries(v as Record<string, unknown>);
  if (entries.length > MAX_COUNTER_VALUES) return null;
  const out: CounterValues = {};
  for (const [k, value] of entries) {
    if (k.length > 100) return null;
    if (value === null || (typeof value === 'number' && Number.isFinite(value))) out[k] = value;
    else if (typeof value === 'string' && value.length <= MAX_TEXT) out[k] = value;
    else return null;
  }
  return out;
}

function transactionParties(v: unknown): ContractData['transactionParties'] | null {
  if (v === undefined) return [];
  if (!Array.isArray(v) || v.length > 50) return null;
  const out: ContractData['transactionParties'] = [];
  for (const p of v as Array<Record<string, unknown>>) {
    if (!p || typeof p !== 'object' || !isId(p.partyId) || text(p.name) === null || text(p.role) === null) return null;
    out.push({ partyId: p.partyId, name: p.name as string, role: p.role as string });
  }
  return out;
}

/** The body of a parent message, checked field by field; null for anything unknown or malformed. */
export function parseViewerMessage(data: unknown): ParentToViewerMessage | null {
  if (!isEnvelope(data)) return null;
  const m = data as unknown as Record<string, unknown>;
  switch (m.type) {
    case 'include-in-documents':
    case 'filter-documents': {
      const documentIds = ids(m.documentIds);
      return documentIds ? { type: m.type, documentIds } : null;
    }
    case 'change-document':
      return isId(m.documentId) ? { type: 'change-document', documentId: m.documentId } : null;
    case 'counter-offer': {
      const values = counterValues(m.values);
      return values ? { type: 'counter-offer', values } : null;
    }
    case 'contract-data': {
      const parties = transactionParties(m.transactionParties);
      const mls = m.mlsNumber === undefined || m.mlsNumber === null ? null : text(m.mlsNumber);
      const propertyType = m.propertyType === undefined || m.propertyType === null ? null : text(m.propertyType);
      if (
        !isId(m.transactionContractId) ||
        !parties ||
        (m.mlsNumber != null && mls === null) ||
        (m.propertyType != null && propertyType === null)
      )
        return null;
      return {
        type: 'contract-data',
        transactionContractId: m.transactionContractId,
        mlsNumber: mls,
        propertyType,
        transactionParties: parties,
      };
    }
    case 'signing-grant':
      return typeof m.grant === 'string' && SIGNING_GRANT_FORMAT.test(m.grant) ? { type: 'signing-grant', grant: m.grant } : null;
    default:
      return null;
  }
}

/** Accepts a message event only from the allowed origin (and, when given, the parent window). */
export function readViewerMessage(
  event: Pick<MessageEvent, 'origin' | 'data'> & { source?: unknown },
  allowedOrigin: string | null,
  parent?: unknown,
): ParentToViewerMessage | null {
  if (!allowedOrigin || event.origin !== allowedOrigin) return null;
  if (parent !== undefined && event.source != null && event.source !== parent) return null;
  return parseViewerMessage(event.data);
}

interface PostTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}
interface ListenTarget {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface ViewerChannel {
  /** Whether the page is framed by an allowed parent (messages go somewhere). */
  readonly connected: boolean;
  /** Posts to the allowed parent origin only; false when nothing was posted. */
  post(message: ViewerToParentMessage): boolean;
  /** Listens for checked parent messages; returns the stop function. */
  listen(onMessage: (message: ParentToViewerMessage) => void): () => void;
}

/** The signing page's side of the frame: the parent window, the allowed origin and the page's window. */
export function createViewerChannel(opts: { self: ListenTarget; parent: PostTarget | null; allowedOrigin: string | null }): ViewerChannel {
  const { self, parent, allowedOrigin } = opts;
  const connected = !!parent && !!allowedOrigin;
  return {
    connected,
    post(message) {
      if (!parent || !allowedOrigin) return false;
      parent.postMessage(envelope(message), allowedOrigin);
      return true;
    },
    listen(onMessage) {
      if (!connected) return () => undefined;
      const listener = (event: MessageEvent) => {
        const message = readViewerMessage(event, allowedOrigin, parent);
        if (message) onMessage(message);
      };
      self.addEventListener('message', listener);
      return () => self.removeEventListener('message', listener);
    },
  };
}

/** The channel of this browser page: framed → the parent window, else nothing is posted. */
export function pageViewerChannel(allowedOrigin: string | null, win: Window = window): ViewerChannel {
  let framed: boolean;
  try {
    framed = win.self !== win.top;
  } catch {
    framed = true;
  }
  return createViewerChannel({ self: win, parent: framed ? win.parent : null, allowedOrigin });
}
