import { Alert, Box, Typography } from '@mui/material';
import { ErrorState, LoadingState, mainApi, toLoadable, type OfferForm } from '@offerdesk/shared';
import { getOfferForm, saveAsIncomplete, setOffersCustomFields, stepRoute } from '@offerdesk/shared/features';
import { WizardStep } from '@offerdesk/runtime';
import { formInfoBuckets, FormInfoGrid, initialFormValues, missingRequired, useWizard, wizardStore } from '@offerdesk/shared/forms';
import type { FormValue, FormValues } from '@offerdesk/shared/features';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { StepFooter } from '../wizard/StepFooter';
import { useRegisterStepSubmit } from '../wizard/WizardContext';
import { WizardFrame } from '../wizard/WizardFrame';
import { useRouteOffer } from '../wizard/useRouteOffer';
import { useWizardOffer } from '../wizard/useWizardOffer';
import { wizardKeys } from '../wizard/wizardKeys';

export const REQUIRED_MESSAGE = 'Please complete all required fields';

/** /offer-details: the Form Info step. */
export function FormInfoPage() {
  const routeOffer = useRouteOffer();
  return (
    <WizardFrame step={WizardStep.FormInfo} routeOffer={routeOffer}>
      <FormInfoScreen />
    </WizardFrame>
  );
}

function FormInfoScreen() {
  const offerId = useWizard((s) => s.offerId)!;
  const query = useQuery({
    queryKey: wizardKeys.offerForm(offerId),
    queryFn: ({ signal }) => getOfferForm(mainApi(), offerId, signal),
    gcTime: 0,
  });
  const form = toLoadable(query, 'The form could not be loaded.');
  // The form shows once the offer is read too: the frame sends a sent offer to its own page first.
  const offerQuery = useWizardOffer(offerId);
  const offer = toLoadable(offerQuery, 'The offer could not be loaded.');
  if (offer.status === 'error') return <ErrorState message={offer.message} onRetry={() => void offerQuery.refetch()} />;
  if (form.status === 'error') return <ErrorState message={form.message} onRetry={() => void query.refetch()} />;
  if (form.status === 'loading' || offer.status === 'loading') return <LoadingState label="Loading form…" />;
  return <FormInfoEditor key={offerId} form={form.data} />;
}

function FormInfoEditor({ form }: { form: OfferForm }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [initial] = useState(() => initialFormValues(form));
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const offerId = form.offerId;

  function onChange(key: string, value: FormValue) {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      const { [key]: _gone, ...rest } = e;
      return rest;
    });
    wizardStore.getState().markUnsaved();
  }

  async function save(checkRequired: boolean): Promise<boolean> {
    if (checkRequired) {
      const missing = missingRequired(form, values);
      if (Object.keys(missing).length) {
        setErrors(missing);
        setMessage(REQUIRED_MESSAGE);
        return false;
      }
    }
    setBusy(true);
    setMessage(null);
    try {
      await setOffersCustomFields(mainApi(), { externalId: offerId, ...formInfoBuckets(form, values, initial) });
      void client.invalidateQueries({ queryKey: wizardKeys.offerForm(offerId), refetchType: 'none' });
      wizardStore.getState().clearUnsaved('saved');
      return true;
    } catch (e) {
      setMessage(e instanceof Error ? e.message : 'The form could not be saved.');
      return false;
    } finally {
      setBusy(false);
    }
  }

  useRegisterStepSubmit(() => save(false));

  async function onNext() {
    if (!(await save(true))) return;
    wizardStore.getState().advance(WizardStep.DocumentReview);
    navigate(stepRoute(WizardStep.DocumentReview, offerId));
  }

  async function onSaveIncomplete() {
    if (!(await save(false))) return;
    try {
      await saveAsIncomplete(mainApi(), offerId);
    } catch (e) {
      setMessage(e instanceof Error ? e.message : 'The offer could not be saved.');
      return;
    }
    const w = wizardStore.getState();
    w.completeStep(WizardStep.FormInfo);
    w.goTo(WizardStep.SaveIncomplete);
    navigate(stepRoute(WizardStep.SaveIncomplete, offerId));
  }

  function onBack() {
    wizardStore.getState().goTo(WizardStep.Parties);
    navigate(stepRoute(WizardStep.Parties, offerId));
  }

  return (
    <Box component="form" aria-labelledby="form-info-title" noValidate onSubmit={(e) => e.preventDefault()}>
      <Typography id="form-info-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        Form Info
      </Typography>
      {!form.rows.length && <Typography color="text.secondary">No documents to display</Typography>}
      <FormInfoGrid form={form} values={values} errors={errors} onChange={onChange} />
      {message && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {message}
        </Alert>
      )}
      <StepFooter
        busy={busy}
        // Save Incomplete whatever the step's state (docs/domain/documents.md, Form Info screen).
        showSaveIncomplete
        onBack={onBack}
        onSaveIncomplete={() => void onSaveIncomplete()}
        onNext={() => void onNext()}
      />
    </Box>
  );
}
