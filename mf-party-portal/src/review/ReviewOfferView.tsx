import { Alert, Box, Button, Typography } from '@mui/material';
import { DocumentFrame } from '../common/DocumentFrame';

export const REVIEW_ACCEPTED = 'Offer accepted and sent for signature to parties';
export const REVIEW_REJECTED = 'Offer rejected successfully';

/** The reviewer's page: the offer documents, and Accept / Reject only while the offer is sent for review. */
export function ReviewOfferView({
  address,
  previewSrc,
  canDecide,
  busy,
  done,
  onAccept,
  onReject,
}: {
  address: string;
  previewSrc: string | null;
  canDecide: boolean;
  busy: boolean;
  done: 'accepted' | 'rejected' | null;
  onAccept: () => void;
  onReject: () => void;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h5" component="h1">
            Review Offer
          </Typography>
          <Typography color="text.secondary">{address}</Typography>
        </Box>
        {canDecide && !done && (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button variant="outlined" color="error" onClick={onReject} disabled={busy}>
              Reject
            </Button>
            <Button variant="contained" onClick={onAccept} disabled={busy}>
              Accept
            </Button>
          </Box>
        )}
      </Box>
      {done && (
        <Alert severity="success" role="status">
          {done === 'accepted' ? REVIEW_ACCEPTED : REVIEW_REJECTED}
        </Alert>
      )}
      {!canDecide && !done && (
        <Alert severity="info" role="status">
          This offer is not waiting for review.
        </Alert>
      )}
      {previewSrc ? <DocumentFrame src={previewSrc} /> : <Typography color="text.secondary">No documents to show.</Typography>}
    </Box>
  );
}
