/** Query keys of the sale page and the contracts page. */
export const saleKeys = {
  sale: (saleId: number) => ['sale', saleId] as const,
  contracts: () => ['contracts', 'list'] as const,
  contract: (contractId: number) => ['contracts', contractId] as const,
};
