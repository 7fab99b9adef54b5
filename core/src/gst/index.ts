export * from './gstr';
export * from './tax-invoice';
export * from './export-invoice';
export * from './place-of-supply';
