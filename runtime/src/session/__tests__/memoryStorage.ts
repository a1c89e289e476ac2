/** A Storage kept in a Map: the tests' local and session storage (the runtime's tests run in node). */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
}

const SUITE = 'https://offers.example.com';

/** A parent of another origin: reading its location throws, as in a browser. */
export const foreignParent = {
  get location(): never {
    throw new DOMException('Blocked a frame with origin', 'SecurityError');
  },
};

export interface TestWindow {
  parent: unknown;
  location: { origin: string };
  localStorage: MemoryStorage;
  sessionStorage: MemoryStorage;
  pagehide: (() => void)[];
  addEventListener(type: 'pagehide', listener: () => void): void;
}

/** A page of the suite's origin: top-level (parent null), or framed by `parent`. */
export function suitePage(parent: unknown | null, storage?: Pick<TestWindow, 'localStorage' | 'sessionStorage'>): TestWindow {
  const win: TestWindow = {
    parent: null,
    location: { origin: SUITE },
    localStorage: storage?.localStorage ?? new MemoryStorage(),
    sessionStorage: storage?.sessionStorage ?? new MemoryStorage(),
    pagehide: [],
    addEventListener: (_type, listener) => win.pagehide.push(listener),
  };
  win.parent = parent ?? win;
  return win;
}
