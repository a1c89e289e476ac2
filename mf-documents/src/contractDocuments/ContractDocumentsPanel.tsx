// Placeholder: the contract documents list (another helper's) replaces this file at merge.
export function ContractDocumentsPanel(props: { offerId: number; contractId: number; readOnly: boolean }) {
  return <div data-testid="contract-documents-panel" data-offer-id={props.offerId} data-contract-id={props.contractId} data-read-only={props.readOnly} />;
}
