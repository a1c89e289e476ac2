import { useEffect, useState } from 'react';

export interface Viewport {
  width: number;
  height: number;
}

const read = (): Viewport => ({ width: window.innerWidth, height: window.innerHeight });

/** The window's size, kept current on resize and rotation (iPhones report the new size a moment after rotating). */
export function useViewport(): Viewport {
  const [viewport, setViewport] = useState(read);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => setViewport(read());
    const rotated = () => {
      clearTimeout(timer);
      timer = setTimeout(update, 200);
    };
    window.addEventListener('resize', update);
    window.addEventListener('orientationchange', rotated);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', update);
      window.removeEventListener('orientationchange', rotated);
    };
  }, []);
  return viewport;
}
