import { Typography } from '@mui/material';
import type { Party } from '@offerdesk/shared/contract';
import { mainApi } from '@offerdesk/shared';
import { signersOf } from '@offerdesk/shared/features';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getDocumentFields } from '../api';
import { documentKeys } from '../documentKeys';
import { ConfirmDialog } from './ConfirmDialog';
import { PartyChecklist, toggled } from './PartyChecklist';

interface Props {
  contractId: number;
  /** The documents to share (their ids; `files` are their names). */
  documentIds: number[];
  files: string[];
  parties: Party[];
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onSend: (partyIds: number[]) => void;
}

/**
 * Share Documents for signature: the signers in the order chosen, one by one; Send disabled until one is chosen.
 * Only parties holding a signature in the documents can be chosen (read from the documents' signing holders).
 */
export function ShareForSignatureDialog({ contractId, documentIds, files, parties, busy, error, onCancel, onSend }: Props) {
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const fields = useQuery({
    queryKey: documentKeys.fields(contractId),
    queryFn: ({ signal }) => getDocumentFields(mainApi(), contractId, signal),
  });
  const signers = fields.data ? signersOf(fields.data, documentIds) : new Set<number>();
  const order = parties.map((p) => p.partyId).filter((id): id is number => id !== null && chosen.has(id) && signers.has(id));
  return (
    <ConfirmDialog
      open={files.length > 0}
      title="Share Documents"
      onClose={onCancel}
      confirm={{ label: 'Send', busyLabel: 'Sending...', busy, disabled: !order.length, onConfirm: () => onSend(order), color: 'primary' }}
    >
      <Typography sx={{ mb: 1 }}>Documents: {files.join(', ')}</Typography>
      {fields.isPending ? (
        <Typography role="status">Checking the signature fields…</Typography>
      ) : (
        <PartyChecklist parties={parties} chosen={chosen} signers={signers} onToggle={(id) => setChosen((s) => toggled(s, id))} />
      )}
      {fields.isError && (
        <Typography role="alert" color="error">
          The signature fields could not be read.
        </Typography>
      )}
      {error && (
        <Typography role="alert" color="error">
          {error}
        </Typography>
      )}
    </ConfirmDialog>
  );
}
