import {
  wizardStore as runtimeWizardStore,
  type WizardData as RuntimeWizardData,
  type WizardState as RuntimeWizardState,
} from '@offerdesk/runtime';
import { useStore, type StoreApi } from 'zustand';
import type { MlsListing } from '@offerdesk/shared/contract';

/**
 * The wizard's progress, typed with the MLS data the import dialog hands over. The store itself
 * is the runtime's (one in the page: the offers list's MLS import and the wizard both use it).
 */
export type WizardData = RuntimeWizardData<MlsListing>;
export type WizardState = RuntimeWizardState<MlsListing>;

export const wizardStore = runtimeWizardStore as StoreApi<RuntimeWizardState<unknown>> as StoreApi<WizardState>;

export function useWizard<T>(selector: (s: WizardState) => T): T {
  return useStore(wizardStore, selector);
}
