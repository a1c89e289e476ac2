import { Alert, Button, TextField } from '@mui/material';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@offerdesk/shared/mui-extra';
import type { MlsListing } from '@offerdesk/shared/contract';
import { ApiError, mainApi } from '@offerdesk/shared';
import { fetchMlsListing, listingOfMlsNumber, searchMls } from '@offerdesk/shared/features';
import { useState } from 'react';

/** Finds the listing of an MLS number and its full MLS data. */
export async function importMlsNumber(mlsNumber: string): Promise<MlsListing> {
  const api = mainApi();
  const hit = listingOfMlsNumber(await searchMls(api, mlsNumber, undefined, 'number'), mlsNumber);
  if (!hit) throw new Error('No Listings Found');
  return fetchMlsListing(api, hit);
}

export interface DataImportDialogProps {
  open: boolean;
  onClose(): void;
  onImported(data: MlsListing): void;
}

/** The Data Import modal of Offer Information : MLS Number, Close, Import from MLS ('Importing...'). */
export function DataImportDialog({ open, onClose, onImported }: DataImportDialogProps) {
  const [mlsNumber, setMlsNumber] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run() {
    if (!mlsNumber.trim()) {
      setError('No search criteria entered');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const data = await importMlsNumber(mlsNumber.trim());
      onImported(data);
      setMlsNumber('');
    } catch (e) {
      // A 404 carries the server's no-data message, shown as it is.
      const generic = e instanceof ApiError && e.status === 404 && /^Request failed/.test(e.message);
      setError(!generic && e instanceof Error && e.message ? e.message : 'No Listings Found');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="data-import-title" maxWidth="xs" fullWidth>
      <DialogTitle id="data-import-title">Data Import</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          label="MLS Number"
          placeholder="example 00112233"
          value={mlsNumber}
          onChange={(e) => setMlsNumber(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void run();
            }
          }}
          sx={{ mt: 1 }}
        />
        {error && (
          <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Close
        </Button>
        <Button variant="contained" onClick={() => void run()} disabled={busy}>
          {busy ? 'Importing...' : 'Import from MLS'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
