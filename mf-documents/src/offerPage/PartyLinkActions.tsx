import { Alert, Box, Button } from '@mui/material';
import type { OfferDetail, OfferParty } from '@offerdesk/shared/contract';
import { ApiError, mainApi, OfferStatus, OfferType } from '@offerdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../contractDocuments/dialogs/ConfirmDialog';
import { resendPartyLink, revokePartyLink } from './api';

type Action = 'revoke' | 'resend';

const ACTIONS: Record<Action, { label: string; title: string; text: (name: string) => string; busy: string; color: 'error' | 'primary' }> =
  {
    revoke: {
      label: 'Revoke link',
      title: 'Revoke link?',
      text: (name) => `${name}'s links to this offer stop working at once. Their page then says so and how to ask you for a new one.`,
      busy: 'Revoking...',
      color: 'error',
    },
    resend: {
      label: 'Send new link',
      title: 'Send a new link?',
      text: (name) => `${name} gets an e-mail with a new link to this offer; their older links stop working.`,
      busy: 'Sending...',
      color: 'primary',
    },
  };

/** Whether the offer's owner may revoke or re-send its parties' links here: a sent offer, not a draft, not closed or cancelled. */
export const managesPartyLinks = (offer: OfferDetail) =>
  offer.offerTypeId === OfferType.sent &&
  !offer.isArchived &&
  !([OfferStatus.draft, OfferStatus.cancelled, OfferStatus.archived] as number[]).includes(offer.statusId);

/** Revoke link and Send new link for one party of the owner's offer, each after a confirmation; the answer shows beside them. */
export function PartyLinkActions({ offer, party }: { offer: OfferDetail; party: OfferParty }) {
  const [asking, setAsking] = useState<Action | null>(null);
  const name = party.name ?? party.company ?? 'This party';
  const run = useMutation({
    mutationFn: (action: Action) =>
      (action === 'revoke' ? revokePartyLink : resendPartyLink)(mainApi(), { offerId: offer.id, partyId: party.partyId }),
    onSettled: () => setAsking(null),
  });
  const ask = asking ? ACTIONS[asking] : null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" color="error" onClick={() => setAsking('revoke')} aria-label={`Revoke link of ${name}`}>
          {ACTIONS.revoke.label}
        </Button>
        {party.email && (
          <Button size="small" onClick={() => setAsking('resend')} aria-label={`Send new link to ${name}`}>
            {ACTIONS.resend.label}
          </Button>
        )}
      </Box>
      {run.isSuccess && (
        <Alert severity="success" role="status" sx={{ py: 0 }}>
          {run.data.message}
        </Alert>
      )}
      {run.isError && (
        <Alert severity="error" role="alert" sx={{ py: 0 }}>
          {run.error instanceof ApiError ? run.error.message : 'Something went wrong. Please try again.'}
        </Alert>
      )}
      {ask && asking && (
        <ConfirmDialog
          open
          title={ask.title}
          onClose={() => !run.isPending && setAsking(null)}
          confirm={{ label: ask.label, busyLabel: ask.busy, busy: run.isPending, color: ask.color, onConfirm: () => run.mutate(asking) }}
        >
          {ask.text(name)}
        </ConfirmDialog>
      )}
    </Box>
  );
}
