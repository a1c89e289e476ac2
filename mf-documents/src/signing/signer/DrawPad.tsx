import { Box, Button, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';

/** What a drawing pad hands back: a PNG data URL, or null while empty. */
export type DrawnValue = string | null;

/** A signature_pad canvas (mouse, pen and touch), loaded with the dialog only. */
export function DrawPad({ label, height, onChange }: { label: string; height: number; onChange: (value: DrawnValue) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<{ clear(): void; isEmpty(): boolean; toDataURL(type?: string): string; off(): void } | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    let stopped = false;
    void import(/* webpackChunkName: "signature-pad" */ 'signature_pad').then(({ default: SignaturePad }) => {
      const el = canvas.current;
      if (stopped || !el || !el.getContext('2d')) return;
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      el.width = el.offsetWidth * ratio;
      el.height = el.offsetHeight * ratio;
      el.getContext('2d')?.scale(ratio, ratio);
      const p = new SignaturePad(el, { penColor: '#0d2a6b', minWidth: 0.8, maxWidth: 2.6 });
      p.addEventListener('endStroke', () => changed.current(p.isEmpty() ? null : p.toDataURL('image/png')));
      pad.current = p;
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
        aria-label={`Draw your ${label.toLowerCase()} here`}
        data-testid={`draw-${label.toLowerCase()}`}
        style={{ width: '100%', height, display: 'block', border: '1px dashed #8a94a6', borderRadius: 4, touchAction: 'none', background: '#fff' }}
      />
    </Box>
  );
}
