import { Alert, Box, Button, Typography } from '@mui/material';
import type { Party } from '@offerdesk/shared/contract';
import { DEFAULT_PARTY_REQUIREMENTS, ErrorState, LoadingState, mainApi, PartyRole } from '@offerdesk/shared';
import { getOfferById, getPartiesByOffer } from '@offerdesk/shared/features';
import { WizardStep } from '@offerdesk/runtime';
import { partiesStepCompleted, requiredPartyLines, wizardStore } from '@offerdesk/shared/forms';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { getPartyLookupData, saveFavoriteVendor } from './api';
import { CreateClientDialog, type ContactRequirements } from './dialogs/CreateClientDialog';
import { CreateOutsideAgentDialog } from './dialogs/CreateOutsideAgentDialog';
import { CreateVendorContactDialog } from './dialogs/CreateVendorContactDialog';
import { MessageDialog } from './dialogs/MessageDialog';
import { MissingInfoDialog, type PartyFormMode } from './dialogs/MissingInfoDialog';
import { assignedKey, searchKey } from './dragItems';
import { DoneFooter, useReturnTo } from './DoneFooter';
import { PartiesFooter } from './PartiesFooter';
import { PartiesProgress } from './PartiesProgress';
import { partyKeys } from './partyKeys';
import { QuickSearch, quickSlots } from './QuickSearch';
import { SearchPanel, type CreateKind } from './SearchPanel';
import { SidePanel } from './SidePanel';
import { useAssignment, type SideChoice } from './useAssignment';

/** The offer of this step: the one the address names (?offerId=), else the wizard's. */
function useStepOffer(): number | null {
  const [params] = useSearchParams();
  const fromRoute = Number(params.get('offerId'));
  const routeOffer = Number.isInteger(fromRoute) && fromRoute > 0 ? fromRoute : null;
  const [offerId] = useState(() => routeOffer ?? wizardStore.getState().offerId);
  useEffect(() => {
    if (offerId === null) return;
    const s = wizardStore.getState();
    if (s.offerId !== offerId) s.openOffer(offerId, WizardStep.Parties);
    else s.goTo(WizardStep.Parties);
  }, [offerId]);
  return offerId;
}

/** '/assign-parties': the Parties step of the offer wizard. */
export function PartiesPage() {
  const offerId = useStepOffer();
  if (offerId === null) {
    return (
      <Box sx={{ p: 3 }}>
        <ErrorState message="Start an offer before assigning its parties." />
        <Button component={RouterLink} to="/home">
          Back to Offers
        </Button>
      </Box>
    );
  }
  return <PartiesScreen offerId={offerId} />;
}

function PartiesScreen({ offerId }: { offerId: number }) {
  const parties = useQuery({
    queryKey: partyKeys.ofOffer(offerId),
    queryFn: ({ signal }) => getPartiesByOffer(mainApi(), offerId, signal),
  });
  const offer = useQuery({ queryKey: partyKeys.offer(offerId), queryFn: ({ signal }) => getOfferById(mainApi(), offerId, signal) });
  const lookups = useQuery({
    queryKey: partyKeys.lookups(),
    queryFn: ({ signal }) => getPartyLookupData(mainApi(), signal),
    staleTime: Infinity,
  });
  const assigned = useMemo(() => parties.data ?? [], [parties.data]);
  const assignment = useAssignment(offerId, assigned);
  const [selected, setSelected] = useState<Party | null>(null);
  const [active, setActive] = useState<Party | null>(null);
  const [creating, setCreating] = useState<CreateKind | null>(null);
  const [partyForm, setPartyForm] = useState<PartyFormMode | null>(null);
  const [error, setError] = useState<string | null>(null);
  const results = useRef<readonly Party[]>([]);
  const onResults = useCallback((list: readonly Party[]) => {
    results.current = list;
  }, []);
  const favourite = useMutation({
    mutationFn: (p: Party) => saveFavoriteVendor(mainApi(), p.personId ? { personId: p.personId } : { vendorId: p.vendorId! }),
    onSuccess: () => assignment.refresh(),
    onSettled: () => undefined,
  });

  const required = useMemo(() => requiredPartyLines(assigned), [assigned]);
  const returnTo = useReturnTo();
  useEffect(() => {
    if (parties.data && partiesStepCompleted(parties.data)) wizardStore.getState().completeStep(WizardStep.Parties);
  }, [parties.data]);
  // A missing-information answer of the server opens the form for it.
  const notice = assignment.notice;
  useEffect(() => {
    if (notice?.kind === 'missing') {
      setPartyForm({ kind: 'add', party: notice.party, sideId: notice.sideId, missing: notice.missing });
      assignment.clearNotice();
    }
  }, [notice, assignment]);

  if (parties.isError) return <ErrorState message={parties.error.message} onRetry={() => void parties.refetch()} />;
  if (parties.isPending) return <LoadingState label="Loading parties…" />;

  const requirements = (sideId: number): ContactRequirements => {
    const r = lookups.data?.partyRequirements ?? DEFAULT_PARTY_REQUIREMENTS;
    const inhouse = sideId === 1 || assigned.some((p) => p.sideId === sideId && p.roleId === PartyRole.InhouseAgent);
    return inhouse
      ? { email: r.emailRequiredForBrokerage, phone: r.phoneRequiredForBrokerage }
      : { email: r.emailRequiredForOutside, phone: r.phoneRequiredForOutside };
  };
  const selectedAssigned = selected
    ? assigned.filter(
        (p) => p.personId === selected.personId && p.vendorId === selected.vendorId && (selected.personId !== null || p.personId === null),
      )
    : [];
  const bothBlocked = !selected || selected.roleId === PartyRole.Client || selectedAssigned.length > 0;
  const add = (sideId: SideChoice) => {
    if (!selected) return;
    assignment.assign(selected, sideId);
    setSelected(null);
  };
  const onDrop = (sideId: 1 | 2) => (key: string) => {
    const fromSearch = results.current.find((p) => searchKey(p) === key);
    if (fromSearch) return assignment.assign(fromSearch, sideId);
    const moved = assigned.find((p) => assignedKey(p) === key);
    if (moved) assignment.moveTo(moved, sideId);
  };
  const created = (party: Party, sideId: 1 | 2) => {
    setCreating(null);
    assignment.assign({ ...party, sideId: null, side: null }, sideId);
  };

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 3 } }}>
      {/* In the wizard the progress bar comes first, as on every step; editing from the offer page has none. */}
      {!returnTo && <PartiesProgress offerId={offerId} busy={assignment.busy} />}
      <Typography variant="h5" component="h2" sx={{ mt: returnTo ? 0 : 2, mb: 2 }}>
        Parties
      </Typography>
      {(error || notice?.kind === 'message') && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          onClose={() => {
            setError(null);
            assignment.clearNotice();
          }}
        >
          {error ?? (notice?.kind === 'message' ? notice.message : '')}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 2fr) minmax(0, 5fr)' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <SearchPanel
          selectedKey={selected ? searchKey(selected) : null}
          onSelect={setSelected}
          onCreate={setCreating}
          onFavourite={(p) => favourite.mutate(p, { onSuccess: () => setSelected(null) })}
          onEdit={(p) => setPartyForm({ kind: 'contact', party: p })}
          onResults={onResults}
          assigned={assigned}
        />
        <Box sx={{ display: 'flex', flexDirection: { xs: 'row', md: 'column' }, flexWrap: 'wrap', gap: 1, pt: { md: 8 } }}>
          <Button variant="contained" disabled={!selected || assignment.busy} onClick={() => add(1)}>
            Add to Buyer
          </Button>
          <Button variant="contained" disabled={!selected || assignment.busy} onClick={() => add(2)}>
            Add to Seller
          </Button>
          <Button variant="contained" disabled={bothBlocked || assignment.busy} onClick={() => add(0)}>
            Add to Both
          </Button>
          <Button
            variant="outlined"
            color="error"
            disabled={!active || assignment.busy}
            onClick={() => {
              if (active?.partyId) assignment.remove(active.partyId);
              setActive(null);
            }}
          >
            Remove
          </Button>
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
          {([1, 2] as const).map((side) => (
            <SidePanel
              key={side}
              sideId={side}
              parties={assigned.filter((p) => p.sideId === side)}
              required={required.filter((r) => r.side === (side === 1 ? 'Buyer' : 'Seller'))}
              activeKey={active ? assignedKey(active) : null}
              onActivate={setActive}
              onEdit={(p) => setPartyForm({ kind: 'edit', party: p })}
              onDrop={onDrop(side)}
            />
          ))}
        </Box>
      </Box>
      <QuickSearch
        slots={quickSlots({
          ordered: offer.data?.isHomeWarrantyOrdered === true,
          orderedById: offer.data?.homeWarrantyOrderedById ?? null,
        })}
        onPick={(p, sideId) => assignment.assign(p, sideId)}
        onCreate={setCreating}
      />
      {returnTo ? (
        <DoneFooter to={returnTo} busy={assignment.busy} />
      ) : (
        <PartiesFooter offerId={offerId} required={required} busy={assignment.busy || parties.isFetching} onError={setError} />
      )}
      <CreateClientDialog
        offerId={offerId}
        open={creating === 'client'}
        requirements={requirements}
        onClose={() => setCreating(null)}
        onCreated={created}
      />
      <CreateVendorContactDialog offerId={offerId} open={creating === 'vendor'} onClose={() => setCreating(null)} onCreated={created} />
      <CreateOutsideAgentDialog offerId={offerId} open={creating === 'agent'} onClose={() => setCreating(null)} onCreated={created} />
      {partyForm && (
        <MissingInfoDialog
          offerId={offerId}
          mode={partyForm}
          onClose={() => setPartyForm(null)}
          onDone={() => {
            setPartyForm(null);
            setSelected(null);
            void assignment.refresh();
          }}
        />
      )}
      <MessageDialog open={notice?.kind === 'warning'} title="Warning" onClose={assignment.clearNotice}>
        {notice?.kind === 'warning' ? notice.message : ''}
      </MessageDialog>
    </Box>
  );
}
