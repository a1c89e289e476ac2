import { Alert, Button, Checkbox, FormControlLabel, FormLabel, Typography } from '@mui/material';
import type { PortalOffer } from '@offerdesk/shared/contract';
import { DOCUMENTS_SHARED_MESSAGE, mainApi, PartyRole, Side } from '@offerdesk/shared';
import { shareCompletedDocuments } from '@offerdesk/shared/features';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@offerdesk/shared/mui-extra';
import { useState } from 'react';
import { useAction } from '../common/useAction';

/**
 * Who may receive the accepted offer's signed documents (docs/domain/portal.md, "Share Accepted Offer"): parties with an e-mail other
 * than the sharing agent, leaving out buyer-side outside agents and transaction coordinators.
 */
export function shareCompletedRecipients(o: PortalOffer): PortalOffer['parties'] {
  return o.parties.filter(
    (p) =>
      p.hasEmail &&
      p.partyId !== o.party?.partyId &&
      p.roleId !== PartyRole.TransactionCoordinator &&
      !(p.roleId === PartyRole.OutsideAgent && p.sideId === Side.buyer),
  );
}

const toggle = (list: number[], id: number) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);

/**
 * 'Share Accepted Offer' (the buyer agent, once the offer is accepted): the signed documents, each
 * checked, and the parties to send them to; Send needs at least one of each
 * (POST /offer/ShareCompletedOfferDocuments with the agent's sign-in).
 */
export function ShareAcceptedOfferDialog({
  open,
  offer,
  agentName,
  onClose,
}: {
  open: boolean;
  offer: PortalOffer;
  agentName: string;
  onClose: () => void;
}) {
  const signed = offer.documents.filter((d) => d.isSigned);
  const recipients = shareCompletedRecipients(offer);
  const [parties, setParties] = useState<number[]>([]);
  const [documents, setDocuments] = useState<number[]>(() => signed.map((d) => d.id));
  const [done, setDone] = useState(false);
  const { busy, error, run } = useAction();
  const send = () =>
    run(async () => {
      await shareCompletedDocuments(mainApi(), { contractId: offer.contractId!, offerId: offer.id, parties, documents, agentName });
      setDone(true);
    });
  const close = () => {
    setDone(false);
    setParties([]);
    onClose();
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : close} aria-labelledby="share-accepted-title" maxWidth="sm" fullWidth>
      <DialogTitle id="share-accepted-title">Share Accepted Offer</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {done ? (
          <Alert severity="success" role="status">
            {DOCUMENTS_SHARED_MESSAGE}
          </Alert>
        ) : (
          <>
            {!signed.length && <Typography>There are no signed documents to share yet.</Typography>}
            {signed.length > 0 && (
              <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                <FormLabel component="legend">Documents</FormLabel>
                {signed.map((d) => (
                  <FormControlLabel
                    key={d.id}
                    sx={{ display: 'flex' }}
                    label={d.name}
                    control={<Checkbox checked={documents.includes(d.id)} onChange={() => setDocuments(toggle(documents, d.id))} />}
                  />
                ))}
              </fieldset>
            )}
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <FormLabel component="legend">Send to</FormLabel>
              {recipients.map((p) => (
                <FormControlLabel
                  key={p.partyId}
                  sx={{ display: 'flex' }}
                  label={`${p.name} (${p.side} ${p.role})`}
                  control={<Checkbox checked={parties.includes(p.partyId)} onChange={() => setParties(toggle(parties, p.partyId))} />}
                />
              ))}
            </fieldset>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {done ? 'Close' : 'Cancel'}
        </Button>
        {!done && (
          <Button
            variant="contained"
            onClick={() => void send()}
            disabled={busy || !parties.length || !documents.length || !offer.contractId}
          >
            {busy ? 'Sending...' : 'Send'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
