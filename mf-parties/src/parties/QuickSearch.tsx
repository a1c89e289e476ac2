import { Box, Link, TextField, Typography } from '@mui/material';
import type { Party } from '@offerdesk/shared/contract';
import { LIMITS, mainApi, PartyRole } from '@offerdesk/shared';
import { HOME_WARRANTY_ORDERED_BY } from '@offerdesk/shared/forms';
import { Autocomplete } from '@offerdesk/shared/mui-extra';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { searchPartiesByRole } from './api';
import { partyKeys } from './partyKeys';
import { useDebounced } from './useDebounced';
import type { CreateKind } from './SearchPanel';
import type { SideChoice } from './useAssignment';

export interface QuickSlot {
  label: string;
  roleId: number;
  sideId: SideChoice;
  create: CreateKind;
}

/**
 * The quick search boxes: client, buyer agent, seller agent, each required vendor type, and home
 * warranty when one is ordered by the buyer or by nobody (ordered by the seller, it is the seller's
 * optional slot).
 */
export function quickSlots(homeWarranty: { ordered: boolean; orderedById: number | null }): QuickSlot[] {
  const slots: QuickSlot[] = [
    { label: 'Client', roleId: PartyRole.Client, sideId: 1, create: 'client' },
    { label: 'Buyer Agent', roleId: PartyRole.InhouseAgent, sideId: 1, create: 'agent' },
    { label: 'Seller Agent', roleId: PartyRole.InhouseAgent, sideId: 2, create: 'agent' },
    { label: 'Title/Escrow', roleId: PartyRole.TitleEscrow, sideId: 0, create: 'vendor' },
  ];
  if (homeWarranty.ordered) {
    const bySeller = homeWarranty.orderedById === HOME_WARRANTY_ORDERED_BY.seller;
    slots.push({
      label: bySeller ? 'Seller Home Warranty (optional)' : 'Home Warranty',
      roleId: PartyRole.HomeWarranty,
      sideId: bySeller ? 2 : 1,
      create: 'vendor',
    });
  }
  return slots;
}

function QuickBox({
  slot,
  onPick,
  onCreate,
}: {
  slot: QuickSlot;
  onPick: (party: Party, sideId: SideChoice) => void;
  onCreate: (kind: CreateKind) => void;
}) {
  const [input, setInput] = useState('');
  const q = useDebounced(input.trim(), LIMITS.partySearchDebounceMs);
  const found = useQuery({
    queryKey: partyKeys.search(slot.roleId, q),
    queryFn: ({ signal }) => searchPartiesByRole(mainApi(), slot.roleId, q, signal),
    enabled: q.length > 0,
  });
  const createLabel = { client: 'Add a Client', agent: 'Add an Outside Agent', vendor: 'Add a Vendor' }[slot.create];
  return (
    <Box>
      <Autocomplete<Party>
        size="small"
        options={q ? (found.data ?? []) : []}
        loading={found.isFetching}
        filterOptions={(o) => o}
        getOptionLabel={(p) => p.name}
        getOptionKey={(p) => `${p.personId ?? 0}-${p.vendorId ?? 0}-${p.roleId}`}
        isOptionEqualToValue={(a, b) => a.personId === b.personId && a.vendorId === b.vendorId}
        inputValue={input}
        onInputChange={(_e, v) => setInput(v)}
        value={null}
        onChange={(_e, p) => {
          if (p) onPick(p, slot.sideId);
          setInput('');
        }}
        noOptionsText={q ? `No ${slot.label} Found` : 'Search'}
        renderInput={(params) => <TextField {...params} label={slot.label} placeholder="Search" />}
      />
      <Link component="button" type="button" variant="caption" onClick={() => onCreate(slot.create)}>
        {createLabel}
      </Link>
    </Box>
  );
}

/** One search box per role slot; picking a party assigns it to the slot's side. */
export function QuickSearch({
  slots,
  onPick,
  onCreate,
}: {
  slots: readonly QuickSlot[];
  onPick: (party: Party, sideId: SideChoice) => void;
  onCreate: (kind: CreateKind) => void;
}) {
  return (
    <Box component="section" aria-labelledby="quick-search-title" sx={{ mt: 2 }}>
      <Typography id="quick-search-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Quick search by role
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' }, gap: 1.5, mt: 1 }}>
        {slots.map((s) => (
          <QuickBox key={s.label} slot={s} onPick={onPick} onCreate={onCreate} />
        ))}
      </Box>
    </Box>
  );
}
