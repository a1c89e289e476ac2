import { Alert, Box, Button, Typography } from '@mui/material';
import { isPdfFile, ONLY_PDF_MESSAGE } from '@offerdesk/shared';
import { LinearProgress } from '@offerdesk/shared/mui-extra';
import { useRef, useState, type DragEvent } from 'react';

export interface PdfPickerProps {
  /**
   * Takes the chosen PDF. When it answers a promise, the picker shows the percent reported through
   * `onProgress` until it settles, and the message of a refusal.
   */
  onFile(file: File, onProgress: (percent: number) => void): void | Promise<void>;
  /** The button's text; also the file input's accessible name unless `inputLabel` is given. */
  buttonLabel?: string;
  inputLabel?: string;
  /** The line that invites a drop. */
  hint?: string;
  compact?: boolean;
}

/**
 * The one PDF picker of the suite: a drop area with a button that opens the file dialog (accepts
 * application/pdf); only the first dropped file is taken; anything but a PDF gives 'Only pdf files
 * are supported.'.
 */
export function PdfPicker({
  onFile,
  buttonLabel = 'Browse Files',
  inputLabel = buttonLabel,
  hint = 'Drag and drop a PDF here',
  compact = false,
}: PdfPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [over, setOver] = useState(false);

  async function take(file: File | undefined) {
    if (!file) return;
    setError(null);
    if (!isPdfFile(file)) {
      setError(ONLY_PDF_MESSAGE);
      return;
    }
    const pending = onFile(file, setPercent);
    if (!pending) return;
    setPercent(0);
    try {
      await pending;
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : 'The document could not be uploaded.');
    } finally {
      setPercent(null);
    }
  }

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setOver(false);
    void take(e.dataTransfer.files[0]);
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
        data-testid="pdf-drop-zone"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'grey.500',
          borderRadius: 1,
          p: compact ? 2 : 4,
          textAlign: 'center',
        }}
      >
        <Typography sx={{ mb: 1 }}>{hint}</Typography>
        <Button variant="outlined" onClick={() => input.current?.click()} disabled={percent !== null}>
          {buttonLabel}
        </Button>
        <input
          ref={input}
          type="file"
          accept="application/pdf"
          hidden
          aria-label={inputLabel}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            void take(file);
          }}
        />
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
