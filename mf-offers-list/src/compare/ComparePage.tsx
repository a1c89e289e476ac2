import { Alert, Box, FormControl, InputLabel, MenuItem, Select, Typography } from '@mui/material';
import { ApiError, ErrorState, LoadingState } from '@offerdesk/shared';
import type { ComparedOffer } from '@offerdesk/shared/contract';
import type { SellerCosts } from '@offerdesk/shared/features';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { AcceptDialog } from './AcceptDialog';
import { useAcceptAndDecline, useComparison } from './api';
import { bestPerRow, SORTS, sortOffers, type SortKey } from './compareRows';
import { ComparisonCards } from './ComparisonCards';
import { ComparisonTable } from './ComparisonTable';
import { CostsForm } from './CostsForm';

/** /compare-offers/:offerId: the received offers of that offer's listing side by side (docs/domain/compare.md); the shell shows the heading. */
export function ComparePage() {
  const offerId = Number(useParams().offerId);
  const comparison = useComparison(offerId);
  const decide = useAcceptAndDecline(offerId);
  const [typedCosts, setTypedCosts] = useState<SellerCosts | null>(null);
  const [sort, setSort] = useState<SortKey>('net');
  const [accepting, setAccepting] = useState<ComparedOffer | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const data = comparison.data;
  const costs = typedCosts ?? data?.costs ?? null;
  const offers = useMemo(() => (data && costs ? sortOffers(data.offers, sort, costs) : []), [data, costs, sort]);
  const best = useMemo(() => (data && costs ? bestPerRow(data.offers, costs) : new Map<string, Set<number>>()), [data, costs]);

  if (!Number.isInteger(offerId) || offerId < 1) return <ErrorState title="Compare offers" message="This address names no offer." />;
  if (comparison.isPending) return <LoadingState label="Loading the offers…" />;
  if (comparison.isError) {
    const e = comparison.error;
    return e instanceof ApiError && (e.status === 404 || e.status === 409) ? (
      <ErrorState title="Compare offers" message={e.message} />
    ) : (
      <ErrorState message="The offers could not be loaded." onRetry={() => void comparison.refetch()} />
    );
  }
  const received = data!.offers;
  const numberOf = (o: ComparedOffer) => received.findIndex((r) => r.offerId === o.offerId) + 1;
  const declined = accepting ? received.filter((o) => o.decidable && o.offerId !== accepting.offerId) : [];

  async function accept(message: string) {
    const chosen = accepting!;
    const result = await decide.mutateAsync({
      acceptOfferId: chosen.offerId,
      body: { declineOfferIds: declined.map((o) => o.offerId), ...(message ? { message } : {}) },
    });
    setAccepting(null);
    const n = result.declined.length;
    setDone(
      `Offer ${numberOf(chosen)} accepted${n ? `; ${n === 1 ? 'the other offer was' : `the other ${n} offers were`} declined` : ''}. Each buyer agent was told by e-mail.`,
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 1280, mx: 'auto', p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end', justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            {data!.address || 'Listing'}
          </Typography>
          <Typography color="text.secondary">
            MLS {data!.mlsNumber} · {received.length} received {received.length === 1 ? 'offer' : 'offers'}
          </Typography>
        </Box>
        <FormControl size="small" sx={{ minWidth: 260 }}>
          <InputLabel id="compare-sort">Sort offers by</InputLabel>
          <Select labelId="compare-sort" label="Sort offers by" value={sort} onChange={(e) => setSort(e.target.value as SortKey)}>
            {SORTS.map((s) => (
              <MenuItem key={s.key} value={s.key}>
                {s.label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Box>
      {done && (
        <Alert severity="success" onClose={() => setDone(null)}>
          {done}
        </Alert>
      )}
      <CostsForm key={data!.mlsNumber} offerId={offerId} saved={data!.costs} onCosts={setTypedCosts} />
      {received.length < 2 && (
        <Alert severity="info">
          This listing has {received.length === 1 ? 'only one received offer' : 'no received offer'} to compare.
        </Alert>
      )}
      {offers.length > 0 && costs && (
        <>
          <ComparisonTable offers={offers} numberOf={numberOf} costs={costs} best={best} onAccept={setAccepting} />
          <ComparisonCards offers={offers} numberOf={numberOf} costs={costs} best={best} onAccept={setAccepting} />
        </>
      )}
      <Typography variant="body2" color="text.secondary">
        Best per row: highest net, price and earnest money; cash over a loan; soonest close of escrow; shortest inspection period; lowest
        cost to the seller. — means the offer does not state it.
      </Typography>
      <AcceptDialog
        offer={accepting}
        declined={declined}
        numberOf={numberOf}
        busy={decide.isPending}
        onConfirm={accept}
        onClose={() => setAccepting(null)}
      />
    </Box>
  );
}
