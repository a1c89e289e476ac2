import { Box, Button, Menu, MenuItem, Paper, TextField, Typography } from '@mui/material';
import type { Party } from '@offerdesk/shared/contract';
import { LIMITS, mainApi, PartyRole, VENDOR_TYPES } from '@offerdesk/shared';
import { canBeFavourite, roleOfVendorType } from '@offerdesk/shared/forms';
import { ListSubheader } from '@offerdesk/shared/mui-extra';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { ReactSortable } from 'react-sortablejs';
import { searchPartiesByRole } from './api';
import { partyKeys } from './partyKeys';
import { PartyRow } from './PartyRow';
import { DRAG_GROUP, searchKey, type DragItem } from './dragItems';
import { useDebounced } from './useDebounced';
import { withoutAssignedTwice } from './assignedTwice';

/** The type select: Agent, Client, Referral and every vendor type (by its party role). */
export const PARTY_TYPES: ReadonlyArray<{ roleId: number; name: string }> = [
  { roleId: PartyRole.InhouseAgent, name: 'Agent' },
  { roleId: PartyRole.Client, name: 'Client' },
  { roleId: PartyRole.Referral, name: 'Referral' },
  ...VENDOR_TYPES.map((t) => ({ roleId: roleOfVendorType(t.id)!, name: t.name })),
];

export type CreateKind = 'client' | 'vendor' | 'agent';

const NONE: readonly Party[] = [];

interface SearchPanelProps {
  selectedKey: string | null;
  onSelect: (party: Party | null) => void;
  onCreate: (kind: CreateKind) => void;
  onFavourite: (party: Party) => void;
  /** The pencil of a result the list allows to edit: its contact's details. */
  onEdit: (party: Party) => void;
  /** The results shown (the screen finds a dragged item among them). */
  onResults: (parties: readonly Party[]) => void;
  /** The offer's parties: a contact assigned twice is not offered again. */
  assigned?: readonly Party[];
}

/** 'Search for a Contact': type select, search box, Create New Party menu and the Select Party list. */
export function SearchPanel({ selectedKey, onSelect, onCreate, onFavourite, onEdit, onResults, assigned = NONE }: SearchPanelProps) {
  const [roleId, setRoleId] = useState<number | ''>('');
  const [term, setTerm] = useState('');
  const q = useDebounced(term.trim(), LIMITS.partySearchDebounceMs);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const search = useQuery({
    queryKey: partyKeys.search(Number(roleId), q),
    queryFn: ({ signal }) => searchPartiesByRole(mainApi(), Number(roleId), q, signal),
    enabled: roleId !== '',
    placeholderData: keepPreviousData,
  });
  const results = useMemo(() => (roleId === '' ? [] : withoutAssignedTwice(search.data ?? [], assigned)), [roleId, search.data, assigned]);
  useEffect(() => onResults(results), [results, onResults]);
  const trusted = results.filter((p) => p.isAffiliate).slice(0, 1);
  const others = results.filter((p) => !trusted.includes(p));
  const typeName = PARTY_TYPES.find((t) => t.roleId === roleId)?.name ?? '';

  const rows = (list: readonly Party[]) => (
    <ReactSortable<DragItem>
      tag="div"
      list={list.map((p) => ({ id: searchKey(p), party: p }))}
      setList={() => undefined}
      group={{ name: DRAG_GROUP, pull: 'clone', put: false }}
      sort={false}
      delay={LIMITS.dragHoldMs}
      delayOnTouchOnly
    >
      {list.map((p) => (
        <div key={searchKey(p)} data-key={searchKey(p)}>
          <PartyRow
            party={p}
            selected={selectedKey === searchKey(p)}
            onSelect={() => onSelect(selectedKey === searchKey(p) ? null : p)}
            onFavourite={canBeFavourite(p.roleId) ? () => onFavourite(p) : undefined}
            onEdit={p.canEdit ? () => onEdit(p) : undefined}
          />
        </div>
      ))}
    </ReactSortable>
  );

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="search-contact-title">
      <Typography id="search-contact-title" variant="h6" component="h2">
        Search for a Contact
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Type"
          value={roleId}
          onChange={(e) => {
            setRoleId(e.target.value === '' ? '' : Number(e.target.value));
            onSelect(null);
          }}
          sx={{ minWidth: 170 }}
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 300 } } } } } }}
        >
          <MenuItem value="">Select Type</MenuItem>
          {PARTY_TYPES.map((t) => (
            <MenuItem key={t.roleId} value={t.roleId}>
              {t.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Search for a contact"
          placeholder={roleId === '' ? 'Select type first' : 'Search'}
          disabled={roleId === ''}
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          sx={{ flex: 1, minWidth: 180 }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button variant="outlined" aria-haspopup="menu" aria-expanded={!!menu} onClick={(e) => setMenu(e.currentTarget)}>
          Create New Party
        </Button>
        <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
          {(
            [
              ['client', 'Add a Client'],
              ['vendor', 'Add a Vendor'],
              ['agent', 'Add an Outside Agent'],
            ] as const
          ).map(([kind, label]) => (
            <MenuItem
              key={kind}
              onClick={() => {
                setMenu(null);
                onCreate(kind);
              }}
            >
              {label}
            </MenuItem>
          ))}
        </Menu>
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        Select Party
      </Typography>
      <Box
        sx={{ height: LIMITS.resultsListHeightPx, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
        aria-busy={search.isFetching}
      >
        {roleId === '' ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            Select contact type, then search for a contact
          </Typography>
        ) : search.isError ? (
          <Typography sx={{ p: 2 }} color="error">
            {search.error.message}
          </Typography>
        ) : search.isPending ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            Searching ...
          </Typography>
        ) : results.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {search.data?.length ? 'No parties to display' : `No ${typeName} Found`}
          </Typography>
        ) : (
          <>
            {trusted.length > 0 && (
              <>
                <ListSubheader component="div" disableSticky>
                  TRUSTED SERVICE PROVIDER
                </ListSubheader>
                {rows(trusted)}
              </>
            )}
            <ListSubheader component="div" disableSticky>
              SEARCH RESULTS
            </ListSubheader>
            {others.length ? (
              rows(others)
            ) : (
              <Typography sx={{ px: 2, pb: 1 }} color="text.secondary">
                No records to display
              </Typography>
            )}
          </>
        )}
      </Box>
    </Paper>
  );
}
