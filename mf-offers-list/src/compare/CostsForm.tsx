import { Box, Button, InputAdornment, Paper, TextField, Typography } from '@mui/material';
import { ApiError } from '@offerdesk/shared';
import { MoneyTextField } from '@offerdesk/shared/forms';
import type { SellerCosts } from '@offerdesk/shared/features';
import { useState } from 'react';
import { useSaveCosts } from './api';

type Field = keyof SellerCosts;
type Draft = Record<Field, string>;

const LIMITS: Record<Field, { max: number; label: string }> = {
  commissionPercent: { max: 20, label: 'Commission' },
  closingCosts: { max: 10_000_000, label: 'Closing costs' },
  payoff: { max: 1_000_000_000, label: 'Mortgage payoff' },
};
const FIELDS = Object.keys(LIMITS) as Field[];

/** The field's problem, or none: a number from 0 up to the field's limit. */
function problemOf(field: Field, raw: string): string | null {
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n)) return `${LIMITS[field].label} must be a number.`;
  if (n < 0 || n > LIMITS[field].max) return `${LIMITS[field].label} must be between 0 and ${LIMITS[field].max.toLocaleString('en-US')}.`;
  return null;
}

const draftOf = (c: SellerCosts): Draft => ({
  commissionPercent: String(c.commissionPercent),
  closingCosts: String(c.closingCosts),
  payoff: String(c.payoff),
});

interface Props {
  offerId: number;
  saved: SellerCosts;
  /** The costs as typed, when all of them are valid: the net to seller follows them at once. */
  onCosts: (costs: SellerCosts) => void;
}

/** The seller's costs of the listing: edited here, the net to seller follows; Save keeps them for the listing. */
export function CostsForm({ offerId, saved, onCosts }: Props) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [done, setDone] = useState(false);
  const save = useSaveCosts(offerId);
  const problems = Object.fromEntries(FIELDS.map((f) => [f, problemOf(f, draft[f])])) as Record<Field, string | null>;
  const valid = FIELDS.every((f) => !problems[f]);

  function change(field: Field, raw: string) {
    const next = { ...draft, [field]: raw };
    setDraft(next);
    setServerErrors({});
    setDone(false);
    if (FIELDS.every((f) => !problemOf(f, next[f])))
      onCosts({ commissionPercent: +next.commissionPercent, closingCosts: +next.closingCosts, payoff: +next.payoff });
  }

  async function submit() {
    try {
      await save.mutateAsync({ commissionPercent: +draft.commissionPercent, closingCosts: +draft.closingCosts, payoff: +draft.payoff });
      setDone(true);
    } catch (e) {
      if (e instanceof ApiError && e.fields) setServerErrors(e.fields as Partial<Record<Field, string>>);
      else setServerErrors({ payoff: e instanceof Error ? e.message : 'The costs could not be saved.' });
    }
  }

  const errorOf = (f: Field) => problems[f] ?? serverErrors[f] ?? null;
  const helper = (f: Field, fallback: string) => errorOf(f) ?? fallback;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="seller-costs" sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 2 }}>
      <Box>
        <Typography id="seller-costs" variant="h6" component="h2">
          Seller&apos;s costs
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Net to seller = price − commission − closing costs − payoff − seller concessions. Kept for this listing.
        </Typography>
      </Box>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) void submit();
        }}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr) auto' }, alignItems: 'start' }}
      >
        <TextField
          label="Commission"
          value={draft.commissionPercent}
          onChange={(e) => change('commissionPercent', e.target.value.replace(/[^\d.]/g, ''))}
          error={!!errorOf('commissionPercent')}
          helperText={helper('commissionPercent', 'Both sides, % of the price')}
          slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
        />
        <MoneyTextField
          label="Closing costs"
          value={draft.closingCosts}
          onValue={(raw) => change('closingCosts', raw)}
          error={!!errorOf('closingCosts')}
          helperText={helper('closingCosts', 'Title, escrow, fees')}
        />
        <MoneyTextField
          label="Mortgage payoff"
          value={draft.payoff}
          onValue={(raw) => change('payoff', raw)}
          error={!!errorOf('payoff')}
          helperText={helper('payoff', 'What the seller still owes')}
        />
        <Button type="submit" variant="outlined" disabled={!valid || save.isPending} sx={{ mt: { sm: 1 }, minHeight: 40 }}>
          {save.isPending ? 'Saving…' : 'Save costs'}
        </Button>
      </Box>
      {done && (
        <Typography role="status" variant="body2" sx={{ color: 'success.dark' }}>
          Costs saved for this listing.
        </Typography>
      )}
    </Paper>
  );
}
