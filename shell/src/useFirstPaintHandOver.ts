import { dismissFirstPaint } from '@offerdesk/runtime/first-paint';
import { useEffect, useRef } from 'react';

/** The longest the first paint stays once the app has rendered, whatever the screen does. */
export const FIRST_PAINT_MAX_MS = 4000;

/**
 * The first paint (drawn before React loaded) lies over the app until the screen shows its own
 * content (the screen dismisses it). The shell takes it away itself as soon as the address changes,
 * and at the latest FIRST_PAINT_MAX_MS after the app's first render.
 */
export function useFirstPaintHandOver(pathname: string): void {
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) dismissFirstPaint();
  }, [pathname]);
  useEffect(() => {
    const timer = setTimeout(dismissFirstPaint, FIRST_PAINT_MAX_MS);
    return () => clearTimeout(timer);
  }, []);
}
