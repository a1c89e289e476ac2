/**
 * How many stampings this process works on at once (docs/domain/signing.md#signatures-at-a-time).
 * A stamping (signStamping.ts) holds a database connection and its set's lock for its whole
 * transaction while its PDFs wait for the worker pool; with more at once than the pool has threads,
 * they took every pooled connection and every other request waited for one. A stamping waits for a
 * slot before its transaction starts: the PDF threads plus one (the one whose PDF is stamped while
 * another stores its result). The signature itself does no PDF work and takes no slot.
 */
import { pdfWorkSettings } from '../../pdf/pdfPool';

/** Runs work with at most `size()` at a time; the others wait in arrival order. */
export function concurrencyLimit(size: () => number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running < size()) running++;
    // A finished work hands its slot straight to the first waiting one.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/** The stamping slots of this process (the kick after a signature and the queued jobs alike). */
export const signatureSlot = concurrencyLimit(() => pdfWorkSettings().threads + 1);
