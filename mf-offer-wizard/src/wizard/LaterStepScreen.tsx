import { UnavailableScreen, WIZARD_STEP_LABELS } from '@offerdesk/shared';
import { type WizardStepId } from '@offerdesk/runtime';
import { useRouteOffer } from './useRouteOffer';
import { WizardFrame } from './WizardFrame';

/** A wizard step a later release fills: the frame (and the offer it carries) with a plain notice. */
export function LaterStepScreen({ step }: { step: WizardStepId }) {
  const routeOffer = useRouteOffer();
  return (
    <WizardFrame step={step} routeOffer={routeOffer}>
      <UnavailableScreen title={WIZARD_STEP_LABELS[step]} />
    </WizardFrame>
  );
}
