import { getUnviewedReceivedCount, mainApi } from '@offerdesk/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The Received tab's badge: the count of unviewed received offers, re-read on demand. */
export function useUnviewedCount() {
  const [count, setCount] = useState(0);
  const seq = useRef(0);
  const mounted = useRef(true);

  const refresh = useCallback(() => {
    const n = ++seq.current;
    getUnviewedReceivedCount(mainApi()).then(
      (c) => {
        // Only the latest answer counts, and only while the page is shown.
        if (mounted.current && n === seq.current) setCount(Math.max(0, c));
      },
      () => undefined, // the badge is a hint: a failed count leaves the last one shown
    );
  }, []);

  /** Optimistic step after marking an offer viewed; the refresh that follows confirms it. */
  const decrement = useCallback(() => setCount((c) => Math.max(0, c - 1)), []);

  useEffect(() => {
    mounted.current = true;
    refresh();
    return () => {
      mounted.current = false;
    };
  }, [refresh]);

  return { count, refresh, decrement };
}
