import { Alert, Box, Button, CircularProgress, MenuItem, TextField, Typography } from '@mui/material';
import { DialogActions, DialogContent, ListSubheader } from '@offerdesk/shared/mui-extra';
import type { MlsSearchResult } from '@offerdesk/shared/contract';
import { ErrorState, LIMITS, LoadingState } from '@offerdesk/shared';
import { groupFormTemplates, mlsResultLocality } from '@offerdesk/shared/features';
import type { ReactNode } from 'react';
import type { ImportLookups } from './useImportLookups';

interface Props {
  listing: MlsSearchResult;
  lookups: ImportLookups;
  onRetryLookups: () => void;
  propertyTypeId: number | null;
  formTemplateId: number | null;
  onPropertyTypeChange: (id: number) => void;
  onFormTemplateChange: (id: number | null) => void;
  creating: boolean;
  error: string | null;
  onCancel: () => void;
  onBack: () => void;
  onNext: () => void;
}

const MENU_PROPS = { slotProps: { paper: { sx: { maxHeight: LIMITS.dropdownMaxHeightPx } } } };

/** The second dialog: Property Type and Form Template (My Templates / Broker Templates); Cancel, Back, Next. */
export function TemplateStep(p: Props) {
  const ready = p.lookups.status === 'ready' ? p.lookups : null;
  const groups = groupFormTemplates(ready?.templates, p.propertyTypeId);
  const templateItems: ReactNode[] = [
    <MenuItem key="none" value="">
      <em>None</em>
    </MenuItem>,
  ];
  for (const [label, list] of [
    ['My Templates', groups.myTemplates],
    ['Broker Templates', groups.brokerTemplates],
  ] as const) {
    templateItems.push(<ListSubheader key={label}>{label}</ListSubheader>);
    if (!list.length)
      templateItems.push(
        <MenuItem key={`${label}-empty`} disabled>
          No templates
        </MenuItem>,
      );
    for (const t of list)
      templateItems.push(
        <MenuItem key={t.id} value={t.id}>
          {t.name}
        </MenuItem>,
      );
  }
  const locality = mlsResultLocality(p.listing);
  const mlsNumber = p.listing.mlsNumber;

  return (
    <>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, pt: '8px !important' }}>
        <Box sx={{ bgcolor: 'grey.50', border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }}>
          <Typography variant="subtitle2" component="p" sx={{ fontWeight: 600 }}>
            {p.listing.address}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {[locality, mlsNumber && `MLS# ${mlsNumber}`].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
        {p.lookups.status === 'loading' && <LoadingState label="Loading property types and templates…" />}
        {p.lookups.status === 'error' && <ErrorState message={p.lookups.message} onRetry={p.onRetryLookups} />}
        {ready && (
          <>
            <TextField
              select
              label="Property Type"
              required
              fullWidth
              value={p.propertyTypeId ?? ''}
              disabled={p.creating}
              onChange={(e) => p.onPropertyTypeChange(Number(e.target.value))}
              slotProps={{ select: { MenuProps: MENU_PROPS } }}
            >
              {ready.lookups.propertyTypes.map((t) => (
                <MenuItem key={t.id} value={t.id}>
                  {t.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Form Template"
              fullWidth
              value={p.formTemplateId ?? ''}
              disabled={p.creating}
              onChange={(e) => p.onFormTemplateChange(e.target.value === '' ? null : Number(e.target.value))}
              slotProps={{ select: { MenuProps: MENU_PROPS } }}
            >
              {templateItems}
            </TextField>
          </>
        )}
        {p.error && (
          <Alert severity="error" role="alert">
            {p.error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button onClick={p.onCancel} color="inherit" disabled={p.creating}>
          Cancel
        </Button>
        <Box sx={{ flex: '1 1 auto' }} />
        <Button onClick={p.onBack} variant="outlined" disabled={p.creating}>
          Back
        </Button>
        <Button
          onClick={p.onNext}
          variant="contained"
          disabled={!ready || p.propertyTypeId == null || p.creating}
          aria-busy={p.creating || undefined}
          startIcon={p.creating ? <CircularProgress size={16} color="inherit" aria-label="Creating offer" /> : undefined}
        >
          Next
        </Button>
      </DialogActions>
    </>
  );
}
