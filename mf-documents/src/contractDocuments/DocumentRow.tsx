import { Box, Button, Checkbox, Chip, Menu, MenuItem, Typography } from '@mui/material';
import type { ContractDocument } from '@offerdesk/shared/contract';
import { formatDateTime, signStatusText } from '@offerdesk/shared';
import { documentStatusLabel, type RowAction } from '@offerdesk/shared/features';
import { IconButton, Tooltip } from '@offerdesk/shared/mui-extra';
import { useState } from 'react';

interface Props {
  doc: ContractDocument;
  selected: boolean;
  actions: RowAction[];
  showReorder: boolean;
  canPrepare: boolean;
  onSelect: () => void;
  onAction: (action: RowAction) => void;
  onPrepare: () => void;
  onResend: (partyId: number) => void;
}

/** One document of the list: its columns, the parties of its session and its menu. */
export function DocumentRow({ doc, selected, actions, showReorder, canPrepare, onSelect, onAction, onPrepare, onResend }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `document-menu-${doc.id}`;
  return (
    <tr data-id={doc.id}>
      <td>
        <Checkbox checked={selected} onChange={onSelect} slotProps={{ input: { 'aria-label': `Select ${doc.name}` } }} />
      </td>
      <td>
        <Typography sx={{ fontWeight: 600 }}>{doc.name}</Typography>
        <Typography variant="caption">{doc.documentType === 'PDF' ? 'PDF' : 'Template'}</Typography>
      </td>
      <td>{doc.type}</td>
      <td>
        <Chip size="small" label={documentStatusLabel(doc.status)} color={doc.status === 'Signed' ? 'success' : 'default'} />
        {doc.status === 'Draft' && canPrepare && (
          <Button size="small" onClick={onPrepare} sx={{ display: 'block' }}>
            Prepare for Signing
          </Button>
        )}
      </td>
      <td>
        {doc.sharedParties.map((p) => (
          <Box key={p.externalId} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Typography variant="body2">
              {p.name}: {signStatusText(p.signStatus)}
              {p.viewedOn ? ` · Viewed ${formatDateTime(p.viewedOn)}` : ''}
            </Typography>
            {p.canResendEmail && doc.sharedSignSet !== null && (
              <Button size="small" onClick={() => onResend(p.externalId)} aria-label={`Resend to ${p.name}`}>
                Resend
              </Button>
            )}
          </Box>
        ))}
      </td>
      <td>{doc.sharedOn ? formatDateTime(doc.sharedOn) : ''}</td>
      <td>{doc.sharedSignSet !== null ? `Session ${doc.sharedSignSet} · ${documentStatusLabel(doc.sharedSignSetStatus ?? '')}` : ''}</td>
      <td>
        <Tooltip title="Actions">
          <IconButton
            aria-label={`Actions for ${doc.name}`}
            aria-haspopup="true"
            aria-controls={anchor ? menuId : undefined}
            onClick={(e) => setAnchor(e.currentTarget)}
          >
            <span aria-hidden>⋮</span>
          </IconButton>
        </Tooltip>
        <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
          {actions.map((a) => (
            <MenuItem
              key={a}
              onClick={() => {
                setAnchor(null);
                onAction(a);
              }}
            >
              {a}
            </MenuItem>
          ))}
        </Menu>
      </td>
      {showReorder && (
        <td>
          <span className="drag-handle" role="img" aria-label={`Drag to reorder ${doc.name}`} style={{ cursor: 'grab', padding: 8 }}>
            ⠿
          </span>
        </td>
      )}
    </tr>
  );
}
