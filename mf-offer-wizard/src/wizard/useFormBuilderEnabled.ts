import { isFormBuilderEnabled, mainApi } from '@offerdesk/shared';
import { useEffect, useState } from 'react';

let cached: Promise<boolean> | null = null;

/** GET /offer/isFormBuilderEnabled once per page; false while unknown or when the call fails. */
export function useFormBuilderEnabled(): boolean {
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    let alive = true;
    cached ??= isFormBuilderEnabled(mainApi()).then(
      (v) => v === true,
      () => {
        cached = null;
        return false;
      },
    );
    void cached.then((v) => alive && setEnabled(v));
    return () => {
      alive = false;
    };
  }, []);
  return enabled;
}

/** Tests: forget the cached answer. */
export const resetFormBuilderCache = () => {
  cached = null;
};
