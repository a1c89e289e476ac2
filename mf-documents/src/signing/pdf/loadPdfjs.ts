/**
 * pdf.js, loaded only by the signing pages (its own chunk), with its worker as a separate file
 * that webpack emits next to it (`new URL(…, import.meta.url)`): the page never parses PDFs on
 * the main thread and no other screen fetches either.
 */
type PdfJs = typeof import('pdfjs-dist');

let loading: Promise<PdfJs> | null = null;

export function loadPdfjs(): Promise<PdfJs> {
  loading ??= import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();
    return pdfjs;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

export interface PdfPageInfo {
  /** Page size in PDF points (unscaled). */
  width: number;
  height: number;
  /** Draws the page into the canvas at this scale (device pixels included). */
  render(canvas: HTMLCanvasElement, scale: number): Promise<void>;
}

export interface LoadedPdf {
  pages: PdfPageInfo[];
  destroy(): void;
}

/** Opens a PDF's bytes: every page's size and a way to draw it. */
export async function openPdf(bytes: ArrayBuffer): Promise<LoadedPdf> {
  const pdfjs = await loadPdfjs();
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes) }).promise;
  const pages: PdfPageInfo[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const base = page.getViewport({ scale: 1 });
    pages.push({
      width: base.width,
      height: base.height,
      async render(canvas, scale) {
        const ratio = typeof window !== 'undefined' ? Math.min(window.devicePixelRatio || 1, 2) : 1;
        const viewport = page.getViewport({ scale: scale * ratio });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        await page.render({ canvas, viewport }).promise;
      },
    });
  }
  return { pages, destroy: () => void doc.destroy() };
}
