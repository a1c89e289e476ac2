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
  /**
   * OFFERDESK_PDF_CHECK_SECONDS: the longest the check of an uploaded or posted file may take, counted
   * from when it is queued (default 20); past it the check is stopped (its thread ends) and refused.
   */
  checkSeconds: number;
}

export const DEFAULT_PDF_MAX_PAGES = 500;
export const DEFAULT_PDF_CHECK_SECONDS = 20;
export const defaultPdfThreads = () => Math.max(1, availableParallelism() - 1);

let settings: PdfWorkSettings = { maxPages: DEFAULT_PDF_MAX_PAGES, threads: defaultPdfThreads(), checkSeconds: DEFAULT_PDF_CHECK_SECONDS };
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

/** A check of a caller's file ran past its time budget (`pdfCheckWithin`): its thread was stopped. */
export class PdfCheckTooLong extends Error {
  constructor(readonly seconds: number) {
    super(`The check took longer than ${seconds} seconds.`);
  }
}

/**
 * Runs one check of a caller's file in the pool within `checkSeconds` (docs/domain/security.md,
 * "Parsing caller input"): past it the task is aborted, its thread is ended (a new one takes its
 * place) and the promise rejects with PdfCheckTooLong.
 */
export async function pdfCheckWithin<K extends PdfTaskName>(
  name: K,
  ...args: Parameters<PdfTasks[K]>
): Promise<Awaited<ReturnType<PdfTasks[K]>>> {
  const { checkSeconds } = settings;
  const budget = new AbortController();
  const timer = setTimeout(() => budget.abort(), checkSeconds * 1000);
  try {
    return await startPdfPool().run({ name, args }, { signal: budget.signal });
  } catch (error) {
    throw budget.signal.aborted ? new PdfCheckTooLong(checkSeconds) : error;
  } finally {
    clearTimeout(timer);
  }
}

/** Stops the pool's threads (the next task starts a new pool). */
export async function closePdfPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}
