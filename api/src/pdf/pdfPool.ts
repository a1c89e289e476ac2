/**
 * The PDF worker pool: pdf-lib work (./pdfTasks) runs in worker threads, so a large upload, a fill,
 * a stamp or a seal never holds the event loop that answers every other request. One pool per
 * process, started on first use (startApi starts it at once); its threads run at a lower priority than the event loop.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import Piscina from 'piscina';
import type { PdfTaskName, PdfTasks } from './pdfTasks';

export interface PdfWorkSettings {
  /** OFFERDESK_PDF_MAX_PAGES: the most pages an uploaded or downloaded PDF may have (default 500). */
  maxPages: number;
  /** OFFERDESK_PDF_THREADS: worker threads (default: one less than the cores, at least one). */
  threads: number;
}

export const DEFAULT_PDF_MAX_PAGES = 500;
export const defaultPdfThreads = () => Math.max(1, availableParallelism() - 1);

let settings: PdfWorkSettings = { maxPages: DEFAULT_PDF_MAX_PAGES, threads: defaultPdfThreads() };
let pool: Piscina | undefined;

export const pdfWorkSettings = (): Readonly<PdfWorkSettings> => settings;

/** Sets the page limit and the thread count of this process (a changed thread count starts a new pool on next use). */
export function configurePdfWork(change: Partial<PdfWorkSettings>): void {
  const next = { ...settings, ...change };
  if (pool && next.threads !== settings.threads) void closePdfPool();
  settings = next;
}

/** The pool, started now if it is not yet: its first thread loads pdf-lib (about a second) before any upload waits for it. */
export function startPdfPool(): Piscina {
  pool ??= new Piscina({
    filename: path.join(__dirname, 'pdfWorker.cjs'),
    minThreads: 1,
    maxThreads: settings.threads,
    // Threads beyond the first stop after a minute without work; an idle thread never keeps the process alive.
    idleTimeout: 60_000,
    // Below the event loop's thread: under load the cores answer requests first.
    niceIncrement: 10,
  });
  return pool;
}

/** Runs one PDF task in the pool. */
export function pdfWork<K extends PdfTaskName>(name: K, ...args: Parameters<PdfTasks[K]>): Promise<Awaited<ReturnType<PdfTasks[K]>>> {
  return startPdfPool().run({ name, args });
}

/** Stops the pool's threads (the next task starts a new pool). */
export async function closePdfPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}
