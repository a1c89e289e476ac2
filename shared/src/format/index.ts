export * from './money';
export * from './date';
export * from './badge';
export * from './moneyInput';
export * from './pageTitle';
