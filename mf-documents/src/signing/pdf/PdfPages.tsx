import { Box, Paper } from '@mui/material';
import { LoadingState, ErrorState } from '@offerdesk/shared';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { openPdf, type LoadedPdf, type PdfPageInfo } from './loadPdfjs';

/**
 * Where a box in PDF points (origin bottom left) sits on its page, in percent of the page (origin
 * top left): it follows the page's drawn size at once, before the page is measured again.
 */
export const boxOnPage = (box: { x: number; y: number; width: number; height: number }, page: { width: number; height: number }) => ({
  left: `${(box.x / page.width) * 100}%`,
  top: `${((page.height - box.y - box.height) / page.height) * 100}%`,
  width: `${(box.width / page.width) * 100}%`,
  height: `${(box.height / page.height) * 100}%`,
});

export interface PageOverlayProps {
  /** 1-based page number. */
  page: number;
  /** CSS pixels per PDF point as last measured (for text sizes; positions use boxOnPage). */
  scale: number;
  pageWidth: number;
  pageHeight: number;
}

/** Measures the width the pages may take (they never scroll sideways). */
function useWidth(el: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!el) return undefined;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const ro = new ResizeObserver(() => setWidth(el.clientWidth));
    ro.observe(el);
    return () => ro.disconnect();
  }, [el]);
  return width;
}

function PdfPage({
  page,
  number,
  scale,
  label,
  overlay,
}: {
  page: PdfPageInfo;
  number: number;
  scale: number;
  label: string;
  overlay?: (p: PageOverlayProps) => ReactNode;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current && scale > 0) void page.render(canvas.current, scale).catch(() => undefined);
  }, [page, scale]);
  // Never wider than the container, even before a resize is measured: the page keeps its shape and
  // shrinks with the container at once; the canvas is redrawn sharp once the new width is known.
  return (
    <Paper
      elevation={1}
      sx={{
        position: 'relative',
        width: '100%',
        maxWidth: page.width * scale,
        aspectRatio: `${page.width} / ${page.height}`,
        mx: 'auto',
        mb: 2,
        overflow: 'hidden',
      }}
      data-page={number}
    >
      <canvas
        ref={canvas}
        role="img"
        aria-label={`${label}, page ${number}`}
        style={{ width: '100%', height: '100%', maxWidth: '100%', display: 'block' }}
      />
      {overlay?.({ page: number, scale, pageWidth: page.width, pageHeight: page.height })}
    </Paper>
  );
}

/**
 * A PDF drawn page by page with pdf.js, as wide as its container allows (at most the page's own
 * width × 1.5), with an overlay per page for the signing holders.
 */
export function PdfPages({
  load,
  label,
  overlay,
  onReady,
}: {
  load: (signal: AbortSignal) => Promise<Blob>;
  label: string;
  overlay?: (p: PageOverlayProps) => ReactNode;
  onReady?: () => void;
}) {
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const width = useWidth(host);
  const [pdf, setPdf] = useState<LoadedPdf | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;

  useEffect(() => {
    const ctrl = new AbortController();
    let opened: LoadedPdf | null = null;
    setError(null);
    setPdf(null);
    load(ctrl.signal)
      .then((blob) => blob.arrayBuffer())
      .then(openPdf)
      .then((doc) => {
        opened = doc;
        if (ctrl.signal.aborted) return doc.destroy();
        setPdf(doc);
        onReadyRef.current?.();
      })
      .catch((e: Error) => {
        if (!ctrl.signal.aborted) setError(e.message || 'The document could not be opened.');
      });
    return () => {
      ctrl.abort();
      opened?.destroy();
    };
  }, [load, attempt]);

  return (
    <Box ref={setHost} sx={{ width: '100%', minWidth: 0 }}>
      {error && <ErrorState title="The document could not be shown" message={error} onRetry={() => setAttempt((a) => a + 1)} />}
      {!error && !pdf && <LoadingState label={`Loading ${label}…`} />}
      {pdf &&
        pdf.pages.map((page, i) => (
          <PdfPage
            key={i}
            page={page}
            number={i + 1}
            label={label}
            overlay={overlay}
            scale={width > 0 ? Math.min(width / page.width, 1.5) : 1}
          />
        ))}
    </Box>
  );
}
