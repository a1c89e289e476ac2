import { Box, Button } from '@mui/material';
import { cancelOffer, mainApi, OFFERS_QUERY_ROOT } from '@offerdesk/shared';
import { nextStep, saveAsIncomplete, stepRoute } from '@offerdesk/shared/features';
import { WizardStep } from '@offerdesk/runtime';
import { wizardStore, type RequiredLine } from '@offerdesk/shared/forms';
import { HintedButton, requiredFieldsHint } from '@offerdesk/shared/mui-extra';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { setParties } from './api';
import { MessageDialog } from './dialogs/MessageDialog';
import { useFormBuilderEnabled } from './useFormBuilderEnabled';

export const CANCEL_TEXT = 'Are you sure? You will not be able to access this cancelled offer again.';

interface Props {
  offerId: number;
  required: readonly RequiredLine[];
  /** Parties are being read or changed: Next waits. */
  busy: boolean;
  onError: (message: string) => void;
}

/** Back, Cancel, Save Incomplete and Next (hinted while a required party is missing, with the 'Required Fields' list). */
export function PartiesFooter({ offerId, required, busy, onError }: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const formBuilder = useFormBuilderEnabled();
  const invalidateOffers = () => queryClient.invalidateQueries({ queryKey: OFFERS_QUERY_ROOT });
  const next = useMutation({
    mutationFn: () => setParties(mainApi(), offerId),
    onSuccess: () => {
      const to = nextStep(WizardStep.Parties, formBuilder.data === true) ?? WizardStep.DocumentReview;
      wizardStore.getState().advance(to);
      navigate(stepRoute(to, offerId));
    },
    onError: (e) => onError(e.message),
  });
  const incomplete = useMutation({
    mutationFn: () => saveAsIncomplete(mainApi(), offerId),
    onSuccess: async () => {
      await invalidateOffers();
      wizardStore.getState().clearUnsaved('saved');
      wizardStore.getState().goTo(WizardStep.SaveIncomplete);
      navigate(stepRoute(WizardStep.SaveIncomplete, offerId));
    },
    onError: (e) => onError(e.message),
  });
  const cancel = useMutation({
    mutationFn: () => cancelOffer(mainApi(), offerId),
    onSuccess: async () => {
      await invalidateOffers();
      wizardStore.getState().cancelled();
      navigate('/home');
    },
    onError: (e) => {
      setConfirmCancel(false);
      onError(e.message);
    },
  });
  const saving = next.isPending || incomplete.isPending;
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap', mt: 2 }}>
      <Button
        onClick={() => {
          wizardStore.getState().goTo(WizardStep.AddDocuments);
          navigate(stepRoute(WizardStep.AddDocuments, offerId));
        }}
        disabled={saving}
      >
        Back
      </Button>
      <Button onClick={() => setConfirmCancel(true)} disabled={saving}>
        Cancel
      </Button>
      <Button variant="outlined" onClick={() => incomplete.mutate()} disabled={saving}>
        {incomplete.isPending ? 'Saving...' : 'Save Incomplete'}
      </Button>
      <HintedButton
        variant="contained"
        {...requiredFieldsHint(required.map((r) => `${r.side} ${r.message}`))}
        busy={saving || busy || formBuilder.isPending}
        onClick={() => next.mutate()}
      >
        {next.isPending ? 'Next ...' : 'Next'}
      </HintedButton>
      <MessageDialog
        open={confirmCancel}
        title="Cancel creating offer?"
        onClose={() => setConfirmCancel(false)}
        confirm={{ label: 'Cancel Creating Offer', busyLabel: 'Cancelling...', busy: cancel.isPending, onConfirm: () => cancel.mutate() }}
      >
        {CANCEL_TEXT}
      </MessageDialog>
    </Box>
  );
}
