export * from './gstr';
export * from './tax-invoice';
