import { Alert, Box, Button, Typography } from '@mui/material';
import { ONLY_PDF_MESSAGE } from '@offerdesk/shared';
import { useRef, useState, type DragEvent } from 'react';

/** Whether a file is a PDF by type or name. */
export const isPdf = (file: File) => file.type === 'application/pdf' || (!file.type && /\.pdf$/i.test(file.name));

/** A drop area with Browse Files: only the first dropped file is taken; anything but a PDF gives 'Only pdf files are supported.'. */
export function PdfDropZone({ onFile, compact = false }: { onFile: (file: File) => void; compact?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState(false);
  const [over, setOver] = useState(false);
  const take = (file: File | undefined) => {
    if (!file) return;
    setError(!isPdf(file));
    if (isPdf(file)) onFile(file);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    take(e.dataTransfer.files[0]);
  };
  return (
    <Box
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="pdf-drop-zone"
      sx={{ border: '2px dashed', borderColor: over ? 'primary.main' : 'grey.500', borderRadius: 1, p: compact ? 2 : 4, textAlign: 'center' }}
    >
      <Typography sx={{ mb: 1 }}>Drag and drop a PDF here</Typography>
      <Button variant="outlined" onClick={() => input.current?.click()}>
        Browse Files
      </Button>
      <input
        ref={input}
        type="file"
        accept="application/pdf"
        hidden
        aria-label="Browse Files"
        onChange={(e) => {
          take(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {ONLY_PDF_MESSAGE}
        </Alert>
      )}
    </Box>
  );
}
