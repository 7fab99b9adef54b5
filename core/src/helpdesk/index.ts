export * from './helpdesk';
export * from './captcha';
export * from './tickets';
