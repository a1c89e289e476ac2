import { Alert, Box, Button } from '@mui/material';
import { HintedButton } from '@offerdesk/shared/mui-extra';
import type { AddressSuggestion, MlsListing, OfferLookupData } from '@offerdesk/shared/contract';
import { ApiError, Country, ErrorState, LoadingState, mainApi, toLoadable, type Loadable } from '@offerdesk/shared';
import { stepRoute } from '@offerdesk/shared/features';
import { WizardStep } from '@offerdesk/runtime';
import {
  addressDetailToValues,
  EMPTY_OFFER_INFORMATION,
  mlsDataToValues,
  needsLeadBasedPaintDisclosure,
  toOfferDraft,
  toOfferInformationValues,
  useWizard,
  validateOfferInformation,
  wizardStore,
  type OfferInformationValues,
} from '@offerdesk/shared/forms';
import { FORM_ERROR, type FormApi } from 'final-form';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Form, useFormState } from 'react-final-form';
import { useNavigate, useParams } from 'react-router-dom';
import { WizardFrame } from '../wizard/WizardFrame';
import { useRegisterStepSubmit } from '../wizard/WizardContext';
import { ConfirmDialog } from '../wizard/ConfirmDialog';
import { findAddressDetail } from './api';
import { DataImportDialog } from './DataImportDialog';
import { OfferInformationFields } from './OfferInformationForm';
import { sameAsInitial } from './sameAsInitial';
import { useOfferLookups } from './useLookups';
import { useSaveDraft } from './useOfferMutations';
import { CANCEL_TEXT, useCancelOffer } from '../wizard/useCancelOffer';
import { useStoredProgress } from '../wizard/useStoredProgress';
import { useWizardOffer } from '../wizard/useWizardOffer';

export const NEXT_HINT = 'Please complete all required fields';
export const RETURN_TEXT = 'Are you sure? You will lose all information you have entered.';

/** '/create-offer/:offerId?': Offer Information inside the wizard frame. */
export function OfferInformationPage() {
  const { offerId } = useParams();
  const routeOffer = offerId && /^\d+$/.test(offerId) ? Number(offerId) : 'new';
  return (
    <WizardFrame step={WizardStep.OfferInformation} routeOffer={routeOffer}>
      <OfferInformationScreen routeOfferId={routeOffer === 'new' ? null : routeOffer} />
    </WizardFrame>
  );
}

function newOfferValues(lookups: OfferLookupData, mlsData: MlsListing | null): OfferInformationValues {
  const defaultState = lookups.defaultState && lookups.defaultState.countryId === Country.US ? lookups.defaultState.id : null;
  const values: OfferInformationValues = { ...EMPTY_OFFER_INFORMATION, state: defaultState };
  return mlsData ? { ...values, ...mlsDataToValues(mlsData) } : values;
}

const NOT_FOUND_MESSAGE = 'This offer could not be found or can no longer be opened.';

function OfferInformationScreen({ routeOfferId }: { routeOfferId: number | null }) {
  const [lookups, retryLookups] = useOfferLookups();
  const navigate = useNavigate();
  // The offer is read each time the screen opens (no cache kept once it closes): its form starts from what is stored.
  // A sent offer never gets here: the wizard frame takes the agent to its read-only page.
  const query = useWizardOffer(routeOfferId);
  const loaded = toLoadable(query, 'The offer could not be loaded.');
  useStoredProgress(query.data);
  // The form's initial values, made once per answer (the form starts again when they change).
  const stored = useMemo(() => (query.data ? toOfferInformationValues(query.data) : null), [query.data]);
  // A cancelled or missing offer: retrying cannot help, the way out is the offers list.
  const gone = loaded.status === 'error' && query.error instanceof ApiError && query.error.status === 404;
  const offer: Loadable<OfferInformationValues | null> = !routeOfferId
    ? { status: 'ready', data: null }
    : gone
      ? { status: 'error', message: NOT_FOUND_MESSAGE }
      : loaded.status === 'ready'
        ? { status: 'ready', data: stored }
        : loaded;

  useEffect(() => {
    // The wizard must not go on carrying an offer that cannot be opened (its steps, its id).
    if (gone && routeOfferId && wizardStore.getState().offerId === routeOfferId) wizardStore.getState().startNew({ keepMlsData: false });
  }, [gone, routeOfferId]);

  if (lookups.status === 'error') return <ErrorState title="Lookups" message={lookups.message} onRetry={retryLookups} />;
  if (offer.status === 'error' && gone)
    return <ErrorState message={offer.message} onRetry={() => navigate('/home')} retryLabel="Back to Offers" />;
  if (offer.status === 'error') return <ErrorState message={offer.message} onRetry={() => void query.refetch()} />;
  if (lookups.status === 'loading' || offer.status === 'loading') return <LoadingState label="Loading offer…" />;
  return <OfferInformationEditor lookups={lookups.data} stored={offer.data} />;
}

/**
 * Marks the wizard unsaved as soon as a field differs from its initial value, and clears the flag
 * when every field is back to it. Imported MLS data is a change of its own: it keeps the flag.
 */
function UnsavedWatcher({ mlsImported }: { mlsImported: boolean }) {
  const { values, initialValues } = useFormState<OfferInformationValues>({ subscription: { values: true, initialValues: true } });
  const dirty = !sameAsInitial(values, initialValues ?? {});
  const wasDirty = useRef(false);
  useEffect(() => {
    if (dirty) wizardStore.getState().markUnsaved();
    else if (wasDirty.current && !mlsImported) wizardStore.getState().clearUnsaved('reverted');
    wasDirty.current = dirty;
  }, [dirty, mlsImported]);
  return null;
}

function OfferInformationEditor({ lookups, stored }: { lookups: OfferLookupData; stored: OfferInformationValues | null }) {
  const navigate = useNavigate();
  const offerId = useWizard((s) => s.offerId);
  const unsaved = useWizard((s) => s.unsaved);
  const formRef = useRef<FormApi<OfferInformationValues> | null>(null);
  const stayAfterSave = useRef(false);
  const [zipCheck, setZipCheck] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [dialog, setDialog] = useState<'cancel' | 'return' | null>(null);
  const [dialogBusy, setDialogBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const saveDraft = useSaveDraft();
  const cancel = useCancelOffer();

  // Initial values are fixed for the life of the form (MLS data counts as an unsaved change).
  const [fromMls] = useState(() => !stored && !!wizardStore.getState().mlsData);
  const [mlsApplied, setMlsApplied] = useState(false);
  const initialValues = useMemo(() => stored ?? newOfferValues(lookups, wizardStore.getState().mlsData), [stored, lookups]);
  useEffect(() => {
    if (fromMls) wizardStore.getState().markUnsaved();
  }, [fromMls]);

  async function onSubmit(values: OfferInformationValues) {
    const s = wizardStore.getState();
    const draft = toOfferDraft(values, { offerId: s.offerId, mlsData: s.mlsData, formTemplateIds: s.formTemplateIds });
    try {
      const saved = await saveDraft.mutateAsync(draft);
      const w = wizardStore.getState();
      w.setOfferId(saved.id);
      w.completeStep(WizardStep.OfferInformation);
      w.clearUnsaved('saved');
      if (!stayAfterSave.current) {
        w.advance(WizardStep.AddDocuments);
        navigate(stepRoute(WizardStep.AddDocuments, saved.id));
      }
      return undefined;
    } catch (e) {
      if (e instanceof ApiError && e.status === 400 && e.fields && Object.keys(e.fields).length) return e.fields;
      return { [FORM_ERROR]: e instanceof Error && e.message ? e.message : 'The offer could not be saved.' };
    }
  }

  // The progress bar saves this form first when there are unsaved changes.
  useRegisterStepSubmit(async () => {
    const form = formRef.current;
    if (!form) return true;
    stayAfterSave.current = true;
    try {
      await form.submit();
    } finally {
      stayAfterSave.current = false;
    }
    const st = form.getState();
    return !!st.submitSucceeded && !st.hasSubmitErrors;
  });

  // Stable handlers: the fields re-render only for what they show, not each time the form's state changes.
  const chooseAddress = useCallback((s: AddressSuggestion) => {
    const form = formRef.current;
    if (!form) return;
    void (async () => {
      try {
        const detail = await findAddressDetail(mainApi(), s.placeId);
        const v = addressDetailToValues(detail);
        form.batch(() => Object.entries(v).forEach(([k, val]) => form.change(k as keyof OfferInformationValues, val as never)));
        setZipCheck(true);
      } catch {
        form.change('streetNumber', s.description);
      }
    })();
  }, []);
  const checkZip = useCallback(() => setZipCheck(true), []);
  const openImport = useCallback(() => setImportOpen(true), []);

  function applyMls(data: MlsListing) {
    const form = formRef.current;
    if (!form) return;
    const v = mlsDataToValues(data);
    form.batch(() => {
      Object.entries(v).forEach(([k, val]) => form.change(k as keyof OfferInformationValues, val as never));
      if (v.yearBuilt && !needsLeadBasedPaintDisclosure(v.yearBuilt)) form.change('leadBasedPaintDisclosureId', null);
    });
    wizardStore.getState().setMlsData(data);
    wizardStore.getState().markUnsaved();
    setMlsApplied(true);
    setImportOpen(false);
  }

  function onBack() {
    if (offerId) setDialog('cancel');
    else if (unsaved) setDialog('return');
    else navigate('/home/true');
  }

  async function confirmCancel() {
    setDialogError(null);
    if (offerId) {
      setDialogBusy(true);
      try {
        await cancel.mutateAsync(offerId);
      } catch (e) {
        setDialogBusy(false);
        setDialogError(e instanceof Error ? e.message : 'The offer could not be cancelled.');
        return;
      }
    }
    wizardStore.getState().cancelled();
    navigate('/home');
  }

  function confirmReturn() {
    const w = wizardStore.getState();
    w.clearUnsaved('discarded');
    w.startNew({ keepMlsData: false });
    navigate('/home/true');
  }

  return (
    <Form<OfferInformationValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={validateOfferInformation}
      subscription={{ valid: true, submitting: true, submitError: true }}
    >
      {({ handleSubmit, form, valid, submitting, submitError }) => {
        formRef.current = form;
        return (
          <Box
            component="form"
            noValidate
            aria-label="Offer Information"
            onSubmit={(e) => {
              void Promise.resolve(handleSubmit(e)).then(() => {
                if (!form.getState().valid)
                  requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());
              });
            }}
          >
            <UnsavedWatcher mlsImported={fromMls || mlsApplied} />
            <OfferInformationFields
              lookups={lookups}
              zipCheck={zipCheck}
              onCountryChanged={checkZip}
              onChooseAddress={chooseAddress}
              onOpenImport={openImport}
            />
            {submitError && (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {submitError}
              </Alert>
            )}
            <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap', mt: 3, pb: 2 }}>
              <Button variant="outlined" onClick={onBack} disabled={submitting} sx={{ mr: 'auto' }}>
                Back
              </Button>
              {offerId && (
                <Button variant="outlined" color="error" onClick={() => setDialog('cancel')} disabled={submitting}>
                  Cancel
                </Button>
              )}
              {/* Looks disabled until the form is complete, yet a click submits: the form then shows its errors. */}
              <HintedButton
                type="submit"
                variant="contained"
                hint={valid ? null : NEXT_HINT}
                submitsWhenHinted
                busy={submitting}
                sx={{ minWidth: 120 }}
              >
                {submitting ? 'Next ...' : 'Next'}
              </HintedButton>
            </Box>
            <DataImportDialog open={importOpen} onClose={() => setImportOpen(false)} onImported={applyMls} />
            <ConfirmDialog
              open={dialog === 'cancel'}
              title="Cancel creating offer?"
              text={CANCEL_TEXT}
              cancelLabel="Cancel"
              confirmLabel="Cancel Creating Offer"
              busyLabel="Cancelling..."
              busy={dialogBusy}
              error={dialogError}
              onCancel={() => {
                setDialog(null);
                setDialogError(null);
              }}
              onConfirm={() => void confirmCancel()}
            />
            <ConfirmDialog
              open={dialog === 'return'}
              title="Return to Search/Import Screen?"
              text={RETURN_TEXT}
              cancelLabel="Cancel"
              confirmLabel="Yes, Go Back"
              onCancel={() => setDialog(null)}
              onConfirm={confirmReturn}
            />
          </Box>
        );
      }}
    </Form>
  );
}
