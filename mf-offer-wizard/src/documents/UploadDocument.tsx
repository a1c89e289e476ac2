import { Alert, Box, Button, Typography } from '@mui/material';
import { LinearProgress } from '@offerdesk/shared/mui-extra';
import { useRef, useState, type DragEvent } from 'react';
import { isPdfFile, ONLY_PDF } from './documentItems';

export interface UploadDocumentProps {
  /** Uploads the file, reporting the percent sent. */
  upload(file: File, onProgress: (percent: number) => void): Promise<void>;
}

/** Upload PDF Document: by click or by dropping files (only the first dropped file counts); PDF only. */
export function UploadDocument({ upload }: UploadDocumentProps) {
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [over, setOver] = useState(false);

  async function send(file: File | undefined) {
    if (!file) return;
    setError(null);
    if (!isPdfFile(file)) {
      setError(ONLY_PDF);
      return;
    }
    setPercent(0);
    try {
      await upload(file, setPercent);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : 'The document could not be uploaded.');
    } finally {
      setPercent(null);
      if (input.current) input.current.value = '';
    }
  }

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setOver(false);
    void send(e.dataTransfer.files[0]);
  }

  return (
    <Box>
      <Box
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="upload-drop-zone"
        sx={{ border: 2, borderStyle: 'dashed', borderColor: over ? 'primary.main' : 'divider', borderRadius: 1, p: 2, textAlign: 'center' }}
      >
        <input ref={input} type="file" accept="application/pdf,.pdf" hidden aria-label="PDF document to upload" onChange={(e) => void send(e.target.files?.[0])} />
        <Button variant="outlined" onClick={() => input.current?.click()} disabled={percent !== null}>
          Upload PDF Document
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          or drop a PDF file here
        </Typography>
        {percent !== null && (
          <Box role="status" aria-live="polite" sx={{ mt: 1 }}>
            <LinearProgress variant="determinate" value={percent} aria-label="Upload progress" />
            <Typography variant="body2">Uploading… {percent}%</Typography>
          </Box>
        )}
      </Box>
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
