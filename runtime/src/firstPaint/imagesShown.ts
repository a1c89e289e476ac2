/**
 * Waits until the images under `root` are loaded, decoded and painted (or failed), or `maxMs` have
 * passed. A first paint's script calls it before it says it is drawn: the shared libraries and the
 * remote, which load and evaluate next, would otherwise hold the main thread while the photos
 * arrive, and the browser would paint them (the page's largest paint) only after that work.
 */
export function whenImagesShown(root: ParentNode, maxMs: number): Promise<void> {
  const images = [...root.querySelectorAll('img')];
  const decoded = Promise.allSettled(images.map((img) => (typeof img.decode === 'function' ? img.decode() : undefined)));
  // One frame after the decode: the images are on the screen, not only ready.
  const shown = decoded.then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, maxMs))]);
}
