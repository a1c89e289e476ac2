import { Alert, Box, Button, Chip, Link, Paper, Typography } from '@mui/material';
import { EmptyState, ErrorState, LoadingState, mainApi } from '@offerdesk/shared';
import { markOfferDocumentAssigned, nextStep, saveAsIncomplete, stepRoute } from '@offerdesk/shared/features';
import { WizardStep } from '@offerdesk/runtime';
import { useWizard, wizardStore } from '@offerdesk/shared/forms';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../offerInformation/ConfirmDialog';
import { StepFooter } from '../wizard/StepFooter';
import { useFormBuilderEnabled } from '../wizard/useFormBuilderEnabled';
import { useRouteOffer } from '../wizard/useRouteOffer';
import { useOfferDocumentsForSigning } from '../wizard/useOfferDocumentsForSigning';
import { WizardFrame } from '../wizard/WizardFrame';
import { assignerPath, INCOMPLETE_TITLE, incompleteMessage, reviewDocuments, type ReviewDocument } from './reviewDocuments';

/** /document-review/{offerId}: the Document Review step. */
export function DocumentReviewPage() {
  const routeOffer = useRouteOffer();
  return (
    <WizardFrame step={WizardStep.DocumentReview} routeOffer={routeOffer}>
      <DocumentReviewScreen />
    </WizardFrame>
  );
}

function DocumentReviewScreen() {
  const offerId = useWizard((s) => s.offerId)!;
  const data = useOfferDocumentsForSigning(offerId);
  if (data.status === 'error') return <ErrorState message="The documents could not be loaded." onRetry={data.retry} />;
  if (data.status === 'loading') return <LoadingState label="Loading documents…" />;
  const contractId = data.offer.contractId ?? 0;
  return <DocumentReviewList offerId={offerId} contractId={contractId} documents={reviewDocuments(data.documents, data.fields)} />;
}

function DocumentReviewList({ offerId, contractId, documents }: { offerId: number; contractId: number; documents: ReviewDocument[] }) {
  const navigate = useNavigate();
  const formBuilderEnabled = useFormBuilderEnabled();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [incomplete, setIncomplete] = useState<ReviewDocument[] | null>(null);
  const share = nextStep(WizardStep.DocumentReview, formBuilderEnabled) ?? WizardStep.Share;

  function goToShare() {
    wizardStore.getState().advance(share);
    navigate(stepRoute(share, offerId));
  }

  function onNext() {
    const open = documents.filter((d) => d.requiredFields > 0);
    if (open.length) setIncomplete(open);
    else goToShare();
  }

  /** Ok: the remaining fields are marked assigned (left out of signing), then the wizard moves on. */
  async function assignRemaining() {
    setBusy(true);
    setMessage(null);
    try {
      for (const d of incomplete ?? []) await markOfferDocumentAssigned(mainApi(), { contractId: d.contractId, documentId: d.id, offerId });
    } catch (e) {
      setMessage(e instanceof Error ? e.message : 'The documents could not be marked assigned.');
      setIncomplete(null);
      return;
    } finally {
      setBusy(false);
    }
    setIncomplete(null);
    goToShare();
  }

  async function onSaveIncomplete() {
    setBusy(true);
    setMessage(null);
    try {
      await saveAsIncomplete(mainApi(), offerId);
    } catch (e) {
      setMessage(e instanceof Error ? e.message : 'The offer could not be saved.');
      return;
    } finally {
      setBusy(false);
    }
    const w = wizardStore.getState();
    w.goTo(WizardStep.SaveIncomplete);
    navigate(stepRoute(WizardStep.SaveIncomplete, offerId));
  }

  function onBack() {
    const back = formBuilderEnabled ? WizardStep.FormInfo : WizardStep.Parties;
    wizardStore.getState().goTo(back);
    navigate(stepRoute(back, offerId));
  }

  return (
    <Box component="section" aria-labelledby="document-review-title">
      <Typography id="document-review-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        Document Review
      </Typography>
      {!documents.length && <EmptyState>No documents to display</EmptyState>}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {documents.map((d) => (
          <Paper
            component="li"
            key={d.id}
            variant="outlined"
            data-document={d.id}
            sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
          >
            <Typography sx={{ fontWeight: 600, flex: '1 1 240px' }}>{d.name}</Typography>
            {d.requiredFields > 0 ? (
              <Chip
                color="warning"
                variant="outlined"
                sx={{ color: 'text.primary' }}
                label={`${d.requiredFields} required field${d.requiredFields === 1 ? '' : 's'}`}
              />
            ) : (
              <Chip color="success" variant="outlined" label="All fields assigned" />
            )}
            <Link component={RouterLink} to={assignerPath(contractId, d.id)} aria-label={`Assign fields in ${d.name}`}>
              Assign fields
            </Link>
          </Paper>
        ))}
      </Box>
      {message && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {message}
        </Alert>
      )}
      <StepFooter
        busy={busy}
        showSaveIncomplete
        onBack={onBack}
        onSaveIncomplete={() => void onSaveIncomplete()}
        onNext={onNext}
        extra={
          contractId > 0 && documents.length > 0 ? (
            <Button variant="outlined" component={RouterLink} to={assignerPath(contractId)} disabled={busy}>
              Preview Documents
            </Button>
          ) : null
        }
      />
      <ConfirmDialog
        open={incomplete !== null}
        title={INCOMPLETE_TITLE}
        text={incomplete ? incompleteMessage(incomplete) : ''}
        details={incomplete && incomplete.length > 1 ? incomplete.map((d) => d.name) : undefined}
        cancelLabel="Go Back"
        confirmLabel="Ok"
        busyLabel="Ok ..."
        busy={busy}
        error={null}
        onCancel={() => setIncomplete(null)}
        onConfirm={() => void assignRemaining()}
        tone="primary"
      />
    </Box>
  );
}
