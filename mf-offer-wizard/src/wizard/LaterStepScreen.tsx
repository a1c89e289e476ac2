import { UnavailableScreen, WIZARD_STEP_LABELS, type WizardStepId } from '@offerdesk/shared';
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
