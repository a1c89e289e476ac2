import { Box, Button, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';

/** What a drawing pad hands back: a PNG data URL, or null while empty. */
export type DrawnValue = string | null;

/** signature_pad's own chunk: the signing page asks for it early, so the pad is ready when the dialog opens. */
export const loadSignaturePad = () => import(/* webpackChunkName: "signature-pad" */ 'signature_pad');

/** A signature_pad canvas (mouse, pen and touch), loaded with the dialog only. */
export function DrawPad({ label, height, onChange }: { label: string; height: number; onChange: (value: DrawnValue) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<{ clear(): void; isEmpty(): boolean; toDataURL(type?: string): string; off(): void } | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  // Until signature_pad is attached a stroke would be lost: the pad says so and is named a drawing area only once it takes strokes.
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let stopped = false;
    void loadSignaturePad().then(({ default: SignaturePad }) => {
      const el = canvas.current;
      if (stopped || !el || !el.getContext('2d')) return;
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      el.width = el.offsetWidth * ratio;
      el.height = el.offsetHeight * ratio;
      el.getContext('2d')?.scale(ratio, ratio);
      const p = new SignaturePad(el, { penColor: '#0d2a6b', minWidth: 0.8, maxWidth: 2.6 });
      p.addEventListener('endStroke', () => changed.current(p.isEmpty() ? null : p.toDataURL('image/png')));
      pad.current = p;
      setReady(true);
    });
    return () => {
      stopped = true;
      pad.current?.off();
    };
  }, []);

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="span" variant="subtitle2">
          {label}
        </Typography>
        <Button
          size="small"
          onClick={() => {
            pad.current?.clear();
            onChange(null);
          }}
        >
          Clear {label.toLowerCase()}
        </Button>
      </Box>
      <canvas
        ref={canvas}
        role="img"
        aria-label={ready ? `Draw your ${label.toLowerCase()} here` : `Preparing the ${label.toLowerCase()} pad…`}
        aria-busy={!ready}
        data-testid={`draw-${label.toLowerCase()}`}
        data-ready={ready ? 'true' : 'false'}
        style={{
          width: '100%',
          height,
          display: 'block',
          border: '1px dashed #8a94a6',
          borderRadius: 4,
          touchAction: 'none',
          background: ready ? '#fff' : '#f1f3f6',
        }}
      />
    </Box>
  );
}
