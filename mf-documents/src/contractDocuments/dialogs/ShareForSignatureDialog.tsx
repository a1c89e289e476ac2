import { Typography } from '@mui/material';
import type { Party } from '@offerdesk/shared';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { PartyChecklist, toggled } from './PartyChecklist';

interface Props {
  files: string[];
  parties: Party[];
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onSend: (partyIds: number[]) => void;
}

/** Share Documents for signature: the signers in the order chosen, one by one; Send disabled until one is chosen. */
export function ShareForSignatureDialog({ files, parties, busy, error, onCancel, onSend }: Props) {
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const order = parties.map((p) => p.partyId).filter((id): id is number => id !== null && chosen.has(id));
  return (
    <ConfirmDialog
      open={files.length > 0}
      title="Share Documents"
      onClose={onCancel}
      confirm={{ label: 'Send', busyLabel: 'Sending...', busy, disabled: !order.length, onConfirm: () => onSend(order), color: 'primary' }}
    >
      <Typography sx={{ mb: 1 }}>Documents: {files.join(', ')}</Typography>
      <PartyChecklist parties={parties} chosen={chosen} onToggle={(id) => setChosen((s) => toggled(s, id))} />
      {error && (
        <Typography role="alert" color="error">
          {error}
        </Typography>
      )}
    </ConfirmDialog>
  );
}
