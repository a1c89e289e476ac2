import { Checkbox, FormControlLabel, Typography } from '@mui/material';
import type { ContractDocument, Party } from '@offerdesk/shared/contract';
import { isCompletedShareRecipient } from '@offerdesk/shared/features';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { PartyChecklist, toggled } from './PartyChecklist';

interface Props {
  documents: ContractDocument[];
  parties: Party[];
  busy: boolean;
  onCancel: () => void;
  onSend: (v: { parties: number[]; documents: number[] }) => void;
}

/**
 * Share Completed Documents: at least one party and one document. Buyer-side outside agents and transaction
 * coordinators are not offered (docs/domain/offers.md, "Sharing completed documents").
 */
export function ShareCompletedDialog({ documents, parties, busy, onCancel, onSend }: Props) {
  const recipients = parties.filter(isCompletedShareRecipient);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [docs, setDocs] = useState<Set<number>>(() => new Set(documents.map((d) => d.id)));
  return (
    <ConfirmDialog
      open={documents.length > 0}
      title="Share Completed Documents"
      onClose={onCancel}
      confirm={{
        label: 'Send',
        busyLabel: 'Sending...',
        busy,
        color: 'primary',
        disabled: !chosen.size || !docs.size,
        onConfirm: () => onSend({ parties: [...chosen], documents: [...docs] }),
      }}
    >
      <Typography variant="subtitle2" component="h3">
        Documents
      </Typography>
      {documents.map((d) => (
        <div key={d.id}>
          <FormControlLabel
            control={<Checkbox checked={docs.has(d.id)} onChange={() => setDocs((s) => toggled(s, d.id))} />}
            label={d.name}
          />
        </div>
      ))}
      <PartyChecklist parties={recipients} chosen={chosen} onToggle={(id) => setChosen((s) => toggled(s, id))} />
    </ConfirmDialog>
  );
}
