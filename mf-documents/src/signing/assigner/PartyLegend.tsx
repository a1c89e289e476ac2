import { Box, Chip, Typography } from '@mui/material';
import type { Party } from '@offerdesk/shared/contract';
import { useState } from 'react';
import { DRAG_FIELD, DRAG_PARTY } from './AssignerHolder';
import { colourOf, LEFT_OUT_COLOUR, partyLabel, UNASSIGNED_COLOUR } from './partyColours';

/** The parties in their colours: drag a chip onto a holder, or drop a holder on a chip. */
export function PartyLegend({
  parties,
  highlightPartyId,
  onDropField,
}: {
  parties: readonly Party[];
  highlightPartyId: number | null;
  onDropField: (documentId: number, fieldName: string, partyId: number | null) => void;
}) {
  const [over, setOver] = useState<string | null>(null);
  const target = (key: string, partyId: number | null) => ({
    onDragStart: (e: React.DragEvent) => e.dataTransfer.setData(DRAG_PARTY, key),
    onDragOver: (e: React.DragEvent) => {
      if (e.dataTransfer.types.includes(DRAG_FIELD)) {
        e.preventDefault();
        setOver(key);
      }
    },
    onDragLeave: () => setOver(null),
    onDrop: (e: React.DragEvent) => {
      setOver(null);
      const raw = e.dataTransfer.getData(DRAG_FIELD);
      if (!raw) return;
      e.preventDefault();
      const { documentId, fieldName } = JSON.parse(raw) as { documentId: number; fieldName: string };
      onDropField(documentId, fieldName, partyId);
    },
  });
  return (
    <Box component="section" aria-label="Parties" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
      <Typography component="h2" variant="subtitle2" sx={{ mr: 1 }}>
        Parties
      </Typography>
      {parties.map((p) => {
        const key = String(p.partyId);
        return (
          <Chip
            key={key}
            draggable
            data-party={p.partyId}
            label={partyLabel(p)}
            variant={highlightPartyId === p.partyId ? 'filled' : 'outlined'}
            sx={{
              borderWidth: 2,
              borderColor: colourOf(parties, p.partyId),
              bgcolor:
                over === key ? 'rgba(255, 235, 59, 0.6)' : highlightPartyId === p.partyId ? `${colourOf(parties, p.partyId)}22` : undefined,
              maxWidth: '100%',
            }}
            icon={
              <Box
                component="span"
                aria-hidden
                sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: colourOf(parties, p.partyId), ml: 1 }}
              />
            }
            {...target(key, p.partyId)}
          />
        );
      })}
      <Chip
        draggable
        data-party="leave-out"
        label="Leave out"
        variant="outlined"
        sx={{
          borderWidth: 2,
          borderStyle: 'dashed',
          borderColor: LEFT_OUT_COLOUR,
          bgcolor: over === 'leave-out' ? 'rgba(255, 235, 59, 0.6)' : undefined,
        }}
        {...target('leave-out', null)}
      />
      <Chip label="Not assigned" variant="outlined" sx={{ borderWidth: 2, borderStyle: 'dashed', borderColor: UNASSIGNED_COLOUR }} />
    </Box>
  );
}
