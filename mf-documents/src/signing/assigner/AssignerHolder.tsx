import { Box, Menu, MenuItem, Typography } from '@mui/material';
import type { DocumentField, Party } from '@offerdesk/shared/contract';
import { useState } from 'react';
import { boxOnPage } from '../pdf/PdfPages';
import { colourOf, LEFT_OUT_COLOUR } from './partyColours';

export const DRAG_PARTY = 'application/x-offerdesk-party';
export const DRAG_FIELD = 'application/x-offerdesk-field';

/** A holder on its page in its party's colour: drop a party chip on it, drag it onto a party, or pick from its menu. */
export function AssignerHolder({
  field,
  documentId,
  parties,
  scale,
  page,
  onAssign,
}: {
  field: DocumentField;
  documentId: number;
  parties: readonly Party[];
  scale: number;
  page: { width: number; height: number };
  onAssign: (fieldName: string, partyId: number | null) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [over, setOver] = useState(false);
  const pos = boxOnPage(field, page);
  const heightPx = field.height * scale;
  const owner = parties.find((p) => p.partyId === field.partyId);
  const colour = field.leftOut ? LEFT_OUT_COLOUR : colourOf(parties, field.partyId);
  const who = field.leftOut ? 'left out' : owner ? owner.name : 'not assigned';
  return (
    <>
      <Box
        component="button"
        type="button"
        draggable
        data-field={field.name}
        aria-label={`${field.kind} field ${field.name}: ${who}`}
        aria-haspopup="menu"
        onClick={(e: React.MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
        onDragStart={(e: React.DragEvent) => e.dataTransfer.setData(DRAG_FIELD, JSON.stringify({ documentId, fieldName: field.name }))}
        onDragOver={(e: React.DragEvent) => {
          if (e.dataTransfer.types.includes(DRAG_PARTY)) {
            e.preventDefault();
            setOver(true);
          }
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e: React.DragEvent) => {
          setOver(false);
          const raw = e.dataTransfer.getData(DRAG_PARTY);
          if (!raw) return;
          e.preventDefault();
          onAssign(field.name, raw === 'leave-out' ? null : Number(raw));
        }}
        sx={{
          position: 'absolute',
          ...pos,
          minHeight: 20,
          p: 0,
          m: 0,
          cursor: 'grab',
          overflow: 'hidden',
          border: 2,
          borderStyle: field.partyId === null && !field.leftOut ? 'dashed' : 'solid',
          borderColor: colour,
          bgcolor: over ? 'rgba(255, 235, 59, 0.6)' : `${colour}33`,
          borderRadius: 0.5,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <Typography
          component="span"
          sx={{
            fontSize: Math.max(10, Math.min(13, heightPx * 0.45)),
            fontWeight: 700,
            color: '#000',
            bgcolor: 'rgba(255,255,255,0.85)',
            px: 0.5,
            whiteSpace: 'nowrap',
          }}
        >
          {field.kind}: {who}
        </Typography>
      </Box>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {parties.map((p) => (
          <MenuItem
            key={p.partyId ?? p.name}
            selected={p.partyId === field.partyId}
            onClick={() => {
              setAnchor(null);
              onAssign(field.name, p.partyId);
            }}
          >
            Assign to {p.name}
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onAssign(field.name, null);
          }}
        >
          Leave out
        </MenuItem>
      </Menu>
    </>
  );
}
