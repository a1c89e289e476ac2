/** Everything the product keeps in storage starts with this prefix; logout clears it. */
export const STORAGE_PREFIX = 'offerdesk.';

/** What the choice of storage reads of the page's window (a test passes a plain object). */
export interface StorageWindow {
  parent?: unknown;
  location?: { origin: string };
  localStorage?: Storage;
  sessionStorage?: Storage;
}

/**
 * How many frames of this page's origin lie between the page and the nearest page of another
 * origin framing it (0: its parent is of another origin), or null when no page of another origin
 * frames it. Reading a cross-origin window's location throws.
 */
export function framesBelowAnotherOrigin(win: StorageWindow): number | null {
  let w = win;
  for (let depth = 0; depth < 32 && w.parent && w.parent !== w; depth++) {
    const parent = w.parent as StorageWindow;
    try {
      if (parent.location?.origin !== win.location?.origin) return depth;
    } catch {
      return depth;
    }
    w = parent;
  }
  return null;
}

/**
 * Where the product keeps what it stores (docs/domain/frames.md#framed-sessions): the origin's local
 * storage for a page the agent opened (top-level, or framed by a page of its own origin), the frame's
 * session storage when a page of another origin (a brokerage portal) frames it — that session lives
 * only as long as the frame, and no other tab of OfferDesk reads it or hears its storage events.
 */
export function productStorage(win: StorageWindow = globalThis as StorageWindow): Storage | null {
  try {
    return (framesBelowAnotherOrigin(win) === null ? win.localStorage : win.sessionStorage) ?? null;
  } catch {
    return null;
  }
}

/** The product's storage that tolerates a blocked or absent store (private mode, jsdom, SSR). */
export const safeStorage = {
  get(key: string): string | null {
    try {
      return productStorage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      productStorage()?.setItem(key, value);
    } catch {
      /* storage full or blocked: the in-memory state still holds */
    }
  },
  remove(key: string): void {
    try {
      productStorage()?.removeItem(key);
    } catch {
      /* ignore */
    }
  },
};

/** Removes everything the product stored in this page's storage (productStorage), and nothing else. */
export function clearProductStorage(win: StorageWindow = globalThis as StorageWindow): void {
  try {
    const store = productStorage(win);
    if (!store) return;
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const k = store.key(i);
      if (k?.startsWith(STORAGE_PREFIX)) keys.push(k);
    }
    keys.forEach((k) => store.removeItem(k));
  } catch {
    /* ignore */
  }
}
