import { Box, Paper, Typography } from '@mui/material';
import type { Party } from '@offerdesk/shared/contract';
import { LIMITS } from '@offerdesk/shared';
import type { RequiredLine } from '@offerdesk/shared/forms';
import { ReactSortable, type Sortable } from 'react-sortablejs';
import { assignedKey, DRAG_GROUP, type DragItem } from './dragItems';
import { PartyRow, ROLE_COLUMN_WIDTH, ROLE_HEADING_END } from './PartyRow';

interface SidePanelProps {
  sideId: 1 | 2;
  parties: readonly Party[];
  required: readonly RequiredLine[];
  activeKey: string | null;
  onActivate: (party: Party | null) => void;
  onEdit: (party: Party) => void;
  /** A party was dropped here: the key of a search result or of an assigned party of the other side. */
  onDrop: (key: string) => void;
}

/** 'Buyer Parties' / 'Seller Parties': the side's parties with their role, the required-party placeholders and the empty hint. */
export function SidePanel({ sideId, parties, required, activeKey, onActivate, onEdit, onDrop }: SidePanelProps) {
  const label = sideId === 1 ? 'Buyer' : 'Seller';
  const titleId = `${label.toLowerCase()}-parties-title`;
  const onAdd = (evt: Sortable.SortableEvent) => {
    const key = (evt.item as HTMLElement).dataset.key;
    if (key) onDrop(key);
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexDirection: 'column' }}
      component="section"
      aria-labelledby={titleId}
      data-side={label}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography id={titleId} variant="h6" component="h2">
          {`${label} Parties`}
        </Typography>
        <Typography variant="subtitle2" sx={{ width: ROLE_COLUMN_WIDTH, mr: `${ROLE_HEADING_END}px`, alignSelf: 'flex-end' }} aria-hidden>
          Role
        </Typography>
      </Box>
      <ReactSortable<DragItem>
        tag="div"
        list={parties.map((p) => ({ id: assignedKey(p), party: p }))}
        setList={() => undefined}
        group={{ name: DRAG_GROUP, pull: true, put: true }}
        sort={false}
        delay={LIMITS.dragHoldMs}
        delayOnTouchOnly
        onAdd={onAdd}
        style={{ minHeight: 120, flex: 1 }}
        id={`${label.toLowerCase()}-parties-drop`}
      >
        {parties.map((p) => (
          <div key={assignedKey(p)} data-key={assignedKey(p)}>
            <PartyRow
              party={p}
              roleColumn
              selected={activeKey === assignedKey(p)}
              onSelect={() => onActivate(activeKey === assignedKey(p) ? null : p)}
              onEdit={p.canEdit ? () => onEdit(p) : undefined}
            />
          </div>
        ))}
      </ReactSortable>
      {parties.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 1 }}>
          {`No ${label.toLowerCase()} parties to display`}
        </Typography>
      )}
      {required.map((r) => (
        <Box
          key={r.message}
          sx={{ display: 'flex', border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1, px: 2, py: 0.75, mt: 0.5 }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            {r.message}
          </Typography>
        </Box>
      ))}
    </Paper>
  );
}
