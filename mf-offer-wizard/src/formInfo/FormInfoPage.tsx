import { Typography } from '@mui/material';
import type { OfferForm } from '@offerdesk/shared/contract';
import { ErrorState, LoadingState, toLoadable } from '@offerdesk/shared';
import { WizardStep } from '@offerdesk/runtime';
import { FormInfoGrid, initialFormValues, missingRequired, useWizard, wizardStore } from '@offerdesk/shared/forms';
import type { FormValue, FormValues } from '@offerdesk/shared/features';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { StepLayout } from '../wizard/StepLayout';
import { useWizardOffer } from '../wizard/useWizardOffer';
import { useWizardStep } from '../wizard/useWizardStep';
import { wizardStepPage } from '../wizard/wizardStepPage';
import { saveFormInfo, useOfferForm } from './api';

export const REQUIRED_MESSAGE = 'Please complete all required fields';

/** /offer-details: the Form Info step. */
export const FormInfoPage = wizardStepPage(WizardStep.FormInfo, FormInfoScreen);

function FormInfoScreen() {
  const offerId = useWizard((s) => s.offerId)!;
  const query = useOfferForm(offerId);
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
  const client = useQueryClient();
  const [initial] = useState(() => initialFormValues(form));
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const offerId = form.offerId;
  const step = useWizardStep({ step: WizardStep.FormInfo, offerId, back: WizardStep.Parties, save: () => save(false) });

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
        step.setMessage(REQUIRED_MESSAGE);
        return false;
      }
    }
    step.setBusy('saving');
    step.setMessage(null);
    try {
      await saveFormInfo(client, form, values, initial);
      wizardStore.getState().clearUnsaved('saved');
      return true;
    } catch (e) {
      step.setMessage(e instanceof Error ? e.message : 'The form could not be saved.');
      return false;
    } finally {
      step.setBusy(null);
    }
  }

  async function onNext() {
    if (await save(true)) step.next(WizardStep.DocumentReview);
  }

  return (
    <StepLayout
      title="Form Info"
      titleId="form-info-title"
      form
      step={step}
      // Save Incomplete whatever the step's state (docs/domain/documents.md, Form Info screen).
      footer={{ showSaveIncomplete: true, onNext: () => void onNext() }}
    >
      {!form.rows.length && <Typography color="text.secondary">No documents to display</Typography>}
      <FormInfoGrid form={form} values={values} errors={errors} onChange={onChange} />
    </StepLayout>
  );
}
