import { Box, Typography } from '@mui/material';
import { LoadingState } from '@offerdesk/shared';
import { stepRoute } from '@offerdesk/shared/features';
import { TERMINAL_STEPS, useHost, WizardStep, type WizardStepId } from '@offerdesk/runtime';
import { ProgressBar, useWizard, wizardStore } from '@offerdesk/shared/forms';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFormBuilderEnabled } from './useFormBuilderEnabled';
import { useSentOfferGuard } from './useSentOfferGuard';
import { WizardFrameContext, type StepSubmitter } from './WizardContext';

export interface WizardFrameProps {
  /** The step this screen shows. */
  step: WizardStepId;
  /**
   * The offer the address names (`/create-offer/{id}`, `?offerId=`): another offer than the stored
   * one is opened at this step. `'new'` (plain `/create-offer`) starts a new offer.
   */
  routeOffer?: number | 'new' | null;
  children: ReactNode;
}

/**
 * Where the wizard should be instead of this screen, or null to stay:
 * an address that names an offer claims the wizard for it; otherwise a stored step different from
 * the screen wins.
 */
export function resolveWizardRoute(step: WizardStepId, routeOffer: number | 'new' | null | undefined): string | null {
  const s = wizardStore.getState();
  if (routeOffer === 'new') {
    if (s.offerId !== null || s.currentStep !== WizardStep.OfferInformation) s.startNew();
    return null;
  }
  // The same offer again after its wizard ended (Edit Offer Information of a reviewer-rejected offer) opens it again too.
  const ended = step !== WizardStep.Success && TERMINAL_STEPS.includes(s.currentStep);
  if (typeof routeOffer === 'number' && routeOffer > 0 && (routeOffer !== s.offerId || ended)) {
    s.openOffer(routeOffer, step);
    return null;
  }
  if (s.offerId === null && step !== WizardStep.OfferInformation) return stepRoute(WizardStep.OfferInformation, null);
  if (step === WizardStep.Success && TERMINAL_STEPS.includes(s.currentStep) && s.currentStep !== WizardStep.Cancelled) return null;
  if (s.currentStep !== step) return stepRoute(s.currentStep, s.offerId);
  return null;
}

/**
 * Title, progress bar and the step screen; keeps the screen in step with the stored wizard state.
 * Every step but Success (which shows the offer just sent) reads the wizard's offer here first: a sent
 * one is not shown, the agent lands on its read-only page instead (useSentOfferGuard).
 */
export function WizardFrame({ step, routeOffer, children }: WizardFrameProps) {
  const navigate = useNavigate();
  const currentStep = useWizard((s) => s.currentStep);
  const completedSteps = useWizard((s) => s.completedSteps);
  const offerId = useWizard((s) => s.offerId);
  const formBuilderEnabled = useFormBuilderEnabled();
  const showsPageTitle = useHost((h) => h.config.showsPageTitle);
  const [ready, setReady] = useState(false);
  const [moving, setMoving] = useState(false);
  const submitRef = useRef<StepSubmitter | null>(null);
  // Read once the address has settled which offer the wizard holds; the screen shares the same query.
  const sent = useSentOfferGuard(ready && step !== WizardStep.Success ? offerId : null);

  // A passive effect: the router listens to history only after its own layout effects ran.
  useEffect(() => {
    const target = resolveWizardRoute(step, routeOffer);
    if (target) navigate(target, { replace: true });
    else setReady(true);
  }, [step, routeOffer, navigate]);

  const registerSubmit = useCallback((submit: StepSubmitter | null) => {
    submitRef.current = submit;
  }, []);
  const ctx = useMemo(() => ({ registerSubmit }), [registerSubmit]);

  async function onStepClick(target: WizardStepId) {
    const s = wizardStore.getState();
    if (s.unsaved && submitRef.current) {
      setMoving(true);
      try {
        // With unsaved changes the current form is submitted first (nothing typed is lost), then the wizard moves.
        if (!(await submitRef.current())) return;
      } finally {
        setMoving(false);
      }
    }
    const { offerId } = wizardStore.getState();
    wizardStore.getState().goTo(target);
    navigate(stepRoute(target, offerId));
  }

  return (
    <WizardFrameContext.Provider value={ctx}>
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 3 } }}>
        {/* Inside the shell the breadcrumb already titles the page 'Create Offer'. */}
        {!showsPageTitle && (
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 }, fontWeight: 600, mb: 1 }}>
            Create Offer
          </Typography>
        )}
        {step !== WizardStep.Success && (
          <ProgressBar
            currentStep={currentStep}
            completedSteps={completedSteps}
            formBuilderEnabled={formBuilderEnabled}
            busy={moving}
            onStepClick={(t) => void onStepClick(t)}
          />
        )}
        <Box sx={{ mt: 2 }}>{ready && !sent ? children : <LoadingState />}</Box>
      </Box>
    </WizardFrameContext.Provider>
  );
}
