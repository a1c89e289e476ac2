import type { WizardStepId } from '@offerdesk/runtime';
import type { ComponentType } from 'react';
import { useRouteOffer } from './useRouteOffer';
import { WizardFrame } from './WizardFrame';

/** The route component of a step after Offer Information: its screen in the wizard frame, for the offer the address names. */
export function wizardStepPage(step: WizardStepId, Screen: ComponentType): ComponentType {
  function WizardStepPage() {
    const routeOffer = useRouteOffer();
    return (
      <WizardFrame step={step} routeOffer={routeOffer}>
        <Screen />
      </WizardFrame>
    );
  }
  WizardStepPage.displayName = `${Screen.displayName ?? Screen.name}Page`;
  return WizardStepPage;
}
