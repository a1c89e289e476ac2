import { Box, Typography } from '@mui/material';
import type { ContractDocument } from '@offerdesk/shared/contract';
import type { RowAction } from '@offerdesk/shared/features';
import { useEffect, useState } from 'react';
import { ReactSortable } from 'react-sortablejs';
import { DocumentRow } from './DocumentRow';

interface Props {
  label: string;
  items: ContractDocument[];
  selected: Set<number>;
  showReorder: boolean;
  sortable: boolean;
  actionsOf: (d: ContractDocument) => RowAction[];
  canPrepare: (d: ContractDocument) => boolean;
  onSelect: (id: number) => void;
  onAction: (d: ContractDocument, action: RowAction) => void;
  onPrepare: (d: ContractDocument) => void;
  onResend: (d: ContractDocument, partyId: number) => void;
  /** A document dropped at a new place: its 1-based position in the group. */
  onMove: (documentId: number, newOrder: number) => void;
}

const COLUMNS = ['Type', 'Doc Type', 'Status', 'Participants', 'Sent For Signing', 'Signing Session', 'Actions'];
const cell = { '& th, & td': { textAlign: 'left', p: 1, borderBottom: '1px solid', borderColor: 'divider', verticalAlign: 'top' } };

/** One drag-reorderable group of documents (plain ones, or those in a signing session). */
export function DocumentGroup({
  label,
  items,
  selected,
  showReorder,
  sortable,
  actionsOf,
  canPrepare,
  onSelect,
  onAction,
  onPrepare,
  onResend,
  onMove,
}: Props) {
  const [order, setOrder] = useState(items);
  useEffect(() => setOrder(items), [items]);
  const id = `group-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h3" id={id}>
        {label}
      </Typography>
      <Box component="table" aria-labelledby={id} sx={{ width: '100%', borderCollapse: 'collapse', ...cell }}>
        <thead>
          <tr>
            <th>
              <span className="visually-hidden" style={{ position: 'absolute', left: -10000 }}>
                Select
              </span>
            </th>
            {COLUMNS.map((c) => (
              <th key={c}>{c}</th>
            ))}
            {showReorder && <th>Reorder</th>}
          </tr>
        </thead>
        <ReactSortable
          tag="tbody"
          list={order}
          setList={setOrder}
          disabled={!sortable}
          handle={showReorder ? '.drag-handle' : undefined}
          onEnd={(e) => {
            const id = Number(e.item.dataset.id);
            if (e.oldIndex !== e.newIndex && e.newIndex !== undefined) onMove(id, e.newIndex + 1);
          }}
        >
          {order.map((d) => (
            <DocumentRow
              key={d.id}
              doc={d}
              selected={selected.has(d.id)}
              actions={actionsOf(d)}
              showReorder={showReorder}
              canPrepare={canPrepare(d)}
              onSelect={() => onSelect(d.id)}
              onAction={(a) => onAction(d, a)}
              onPrepare={() => onPrepare(d)}
              onResend={(partyId) => onResend(d, partyId)}
            />
          ))}
        </ReactSortable>
      </Box>
    </Box>
  );
}
