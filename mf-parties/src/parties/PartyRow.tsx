import { Box, Typography } from '@mui/material';
import type { Party } from '@offerdesk/shared/contract';
import { IconButton, ListItemButton } from '@offerdesk/shared/mui-extra';

/** The Role column and the slot of the edit pencil: every row of a side keeps both, so the columns line up. */
export const ROLE_COLUMN_WIDTH = 130;
export const EDIT_SLOT_WIDTH = 36;
/** Where the Role heading sits from the right edge: the slot of the pencil and the row's padding. */
export const ROLE_HEADING_END = EDIT_SLOT_WIDTH + 16;

interface PartyRowProps {
  party: Party;
  selected: boolean;
  onSelect: () => void;
  /** Shows the role in its own column (the side containers). */
  roleColumn?: boolean;
  onFavourite?: () => void;
  onEdit?: () => void;
}

/** One party: name, company and e-mail; the favourite star and the edit pencil where they apply. */
export function PartyRow({ party, selected, onSelect, roleColumn, onFavourite, onEdit }: PartyRowProps) {
  const detail = [party.company && party.company !== party.name ? party.company : null, party.email].filter(Boolean).join(' · ');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}>
      <ListItemButton
        selected={selected}
        onClick={onSelect}
        aria-pressed={selected}
        sx={{ py: 0.5, minWidth: 0, flex: 1, display: 'flex', gap: 1 }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
            {party.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {roleColumn ? detail || '\u00a0' : [party.role, detail].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
        {roleColumn && (
          <Typography variant="body2" sx={{ width: ROLE_COLUMN_WIDTH, flexShrink: 0 }} data-column="role">
            {party.roleId === 4 ? 'Inhouse Agent' : party.role}
          </Typography>
        )}
      </ListItemButton>
      {onFavourite && (
        <IconButton
          size="small"
          onClick={onFavourite}
          aria-label={`${party.isFavoriteVendor ? 'Remove' : 'Mark'} ${party.name} as favourite`}
          aria-pressed={party.isFavoriteVendor}
        >
          <span aria-hidden style={{ color: party.isFavoriteVendor ? '#b7791f' : '#6b6b6b', fontSize: 18 }}>
            {party.isFavoriteVendor ? '★' : '☆'}
          </span>
        </IconButton>
      )}
      {(onEdit || roleColumn) && (
        <Box sx={{ width: EDIT_SLOT_WIDTH, flexShrink: 0, display: 'flex', justifyContent: 'center' }} data-slot="edit">
          {onEdit && (
            <IconButton size="small" onClick={onEdit} aria-label={`Edit ${party.name}`}>
              <span aria-hidden style={{ fontSize: 16 }}>
                ✎
              </span>
            </IconButton>
          )}
        </Box>
      )}
    </Box>
  );
}
