import { Button, Chip, Link, Paper, Typography, Box } from '@mui/material';
import { EmptyState, ErrorState, LoadingState } from '@offerdesk/shared';
import { assignerUrl, documentPreviewPath, nextStep, ownAssignerParty, type AssignerParty } from '@offerdesk/shared/features';
import { WizardStep } from '@offerdesk/runtime';
import { useWizard } from '@offerdesk/shared/forms';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../wizard/ConfirmDialog';
import { StepLayout } from '../wizard/StepLayout';
import { useFormBuilderEnabled } from '../wizard/useFormBuilderEnabled';
import { useOfferDocumentsForSigning } from '../wizard/useOfferDocumentsForSigning';
import { useWizardStep } from '../wizard/useWizardStep';
import { wizardStepPage } from '../wizard/wizardStepPage';
import { markDocumentsAssigned } from './api';
import { INCOMPLETE_TITLE, incompleteMessage, reviewDocuments, type ReviewDocument } from './reviewDocuments';

/** /document-review/{offerId}: the Document Review step. */
export const DocumentReviewPage = wizardStepPage(WizardStep.DocumentReview, DocumentReviewScreen);

function DocumentReviewScreen() {
  const offerId = useWizard((s) => s.offerId)!;
  const data = useOfferDocumentsForSigning(offerId);
  if (data.status === 'error') return <ErrorState message="The documents could not be loaded." onRetry={data.retry} />;
  if (data.status === 'loading') return <LoadingState label="Loading documents…" />;
  const contractId = data.offer.contractId ?? 0;
  return (
    <DocumentReviewList
      offerId={offerId}
      contractId={contractId}
      ownParty={ownAssignerParty(data.offer)}
      documents={reviewDocuments(data.documents, data.fields)}
    />
  );
}

interface ListProps {
  offerId: number;
  contractId: number;
  /** The agent's own party, named in the assigner's address as the document viewer names it. */
  ownParty: AssignerParty | null;
  documents: ReviewDocument[];
}

function DocumentReviewList({ offerId, contractId, ownParty, documents }: ListProps) {
  const formBuilderEnabled = useFormBuilderEnabled();
  const [incomplete, setIncomplete] = useState<ReviewDocument[] | null>(null);
  const share = nextStep(WizardStep.DocumentReview, formBuilderEnabled) ?? WizardStep.Share;
  const step = useWizardStep({
    step: WizardStep.DocumentReview,
    offerId,
    back: formBuilderEnabled ? WizardStep.FormInfo : WizardStep.Parties,
    // Leaving for Save Incomplete does not complete the review.
    completesOnSaveIncomplete: false,
  });
  const busy = step.busy !== null;

  function onNext() {
    const open = documents.filter((d) => d.requiredFields > 0);
    if (open.length) setIncomplete(open);
    else step.next(share);
  }

  /** Ok: the remaining fields are marked assigned (left out of signing), then the wizard moves on. */
  async function assignRemaining() {
    step.setBusy('saving');
    step.setMessage(null);
    try {
      await markDocumentsAssigned(offerId, incomplete ?? []);
    } catch (e) {
      step.setMessage(e instanceof Error ? e.message : 'The documents could not be marked assigned.');
      setIncomplete(null);
      return;
    } finally {
      step.setBusy(null);
    }
    setIncomplete(null);
    step.next(share);
  }

  return (
    <StepLayout
      title="Document Review"
      titleId="document-review-title"
      step={step}
      footer={{
        showSaveIncomplete: true,
        onNext,
        extra:
          contractId > 0 && documents.length > 0 ? (
            <Button variant="outlined" component={RouterLink} to={documentPreviewPath(contractId)} disabled={busy}>
              Preview Documents
            </Button>
          ) : null,
      }}
    >
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
            <Link
              component={RouterLink}
              to={assignerUrl(contractId, d.id, ownParty, `/document-review/${offerId}`)}
              aria-label={`Assign fields in ${d.name}`}
            >
              Assign fields
            </Link>
          </Paper>
        ))}
      </Box>
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
    </StepLayout>
  );
}
