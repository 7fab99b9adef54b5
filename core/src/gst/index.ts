export * from './gstr';
