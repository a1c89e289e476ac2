import {
  wizardStore as runtimeWizardStore,
  type WizardData as RuntimeWizardData,
  type WizardState as RuntimeWizardState,
} from '@offerdesk/runtime';
import { useStore, type StoreApi } from 'zustand';
import type { MlsData } from '@offerdesk/shared';

/**
 * The wizard's progress, typed with the MLS data the import dialog hands over. The store itself
 * is the runtime's (one in the page: the offers list's MLS import and the wizard both use it).
 */
export type WizardData = RuntimeWizardData<MlsData>;
export type WizardState = RuntimeWizardState<MlsData>;

export const wizardStore = runtimeWizardStore as StoreApi<RuntimeWizardState<unknown>> as StoreApi<WizardState>;

export function useWizard<T>(selector: (s: WizardState) => T): T {
  return useStore(wizardStore, selector);
}
