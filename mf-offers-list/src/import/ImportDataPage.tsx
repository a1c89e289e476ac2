import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import { Divider } from '@offerdesk/shared/mui-extra';
import type { MlsSearchResult } from '@offerdesk/shared/contract';
import { ApiError, mainApi } from '@offerdesk/shared';
import { fetchMlsListing, mlsNoDataMessage, listingOfMlsNumber, searchMls } from '@offerdesk/shared/features';
import { useHost } from '@offerdesk/runtime';
import { wizardStore } from '@offerdesk/shared/forms';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CREATE_OFFER_PATH, HOME_PATH } from './importPaths';
import { ListingAutocomplete } from './ListingAutocomplete';
import { NO_LISTINGS_MESSAGE } from './useMlsSearch';

export const CHOOSE_ADDRESS_MESSAGE = 'Choose a listing from the Property Address suggestions.';

/**
 * The standalone Create An Offer page (/import-data): an MLS number or a property
 * address; Continue imports the listing's MLS data into the wizard and goes to /create-offer.
 */
export function ImportDataPage() {
  const navigate = useNavigate();
  const showsPageTitle = useHost((h) => h.config.showsPageTitle);
  const [mlsNumber, setMlsNumber] = useState('');
  const [listing, setListing] = useState<MlsSearchResult | null>(null);
  const [importing, setImporting] = useState(false);
  const [message, setMessage] = useState<{ text: string; severity: 'info' | 'error' } | null>(null);

  const canContinue = !importing && (!!mlsNumber.trim() || !!listing);

  async function onContinue(e: FormEvent) {
    e.preventDefault();
    if (!canContinue) return;
    setImporting(true);
    setMessage(null);
    const api = mainApi();
    try {
      let chosen = listing;
      const number = mlsNumber.trim();
      if (number) {
        const results = await searchMls(api, number, undefined, 'number');
        chosen = listingOfMlsNumber(results, number);
        if (!chosen) {
          setMessage({ text: NO_LISTINGS_MESSAGE, severity: 'info' });
          setImporting(false);
          return;
        }
      }
      if (!chosen) {
        setMessage({ text: CHOOSE_ADDRESS_MESSAGE, severity: 'info' });
        setImporting(false);
        return;
      }
      const mlsData = await fetchMlsListing(api, chosen);
      const w = wizardStore.getState();
      w.startNew({ keepMlsData: false });
      w.setMlsData(mlsData, []);
      // MLS data is present: on to Offer Information, which fills itself from it.
      navigate(CREATE_OFFER_PATH);
    } catch (err) {
      setImporting(false);
      if (err instanceof ApiError && err.status === 401) return;
      const noData = mlsNoDataMessage(err);
      if (noData !== null) setMessage({ text: noData, severity: 'info' });
      else
        setMessage({ text: err instanceof Error && err.message ? err.message : 'The MLS data could not be imported.', severity: 'error' });
    }
  }

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 5 } }}>
      {/* Inside the shell the breadcrumb already titles the page ('Create Offer'). */}
      {!showsPageTitle && (
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 1 }}>
          Create An Offer
        </Typography>
      )}
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        Import the property from its MLS listing: enter the MLS number or find the property address.
      </Typography>
      <Paper
        component="form"
        variant="outlined"
        noValidate
        onSubmit={onContinue}
        sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2.5 }}
      >
        <TextField
          label="MLS Number"
          placeholder="example 00112233"
          value={mlsNumber}
          disabled={importing}
          autoComplete="off"
          onChange={(e) => {
            setMlsNumber(e.target.value);
            setMessage(null);
            if (e.target.value.trim()) setListing(null);
          }}
          slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }}
        />
        <Divider sx={{ color: 'text.secondary', typography: 'body2' }}>or</Divider>
        <ListingAutocomplete
          value={listing}
          disabled={importing}
          onTyping={() => {
            setMessage(null);
            setMlsNumber('');
          }}
          onChange={(l) => {
            setListing(l);
            setMessage(null);
            if (l) setMlsNumber('');
          }}
        />
        {message && (
          <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'}>
            {message.text}
          </Alert>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, flexWrap: 'wrap', mt: 0.5 }}>
          <Button color="inherit" onClick={() => navigate(HOME_PATH)} disabled={importing}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={!canContinue} aria-busy={importing || undefined}>
            {importing ? 'Please wait' : 'Continue'}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
