export * from './login';
export * from './validate';
export * from './offerInformation';
export * from './partyForms';
export * from './portalForms';
export * from './sharingForms';
