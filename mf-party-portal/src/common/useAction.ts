import { useState } from 'react';
import { serverMessage } from './errors';

/** One call at a time behind a button: busy while it runs, the server's message when it fails. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(work: () => Promise<void>): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(serverMessage(e));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run };
}
