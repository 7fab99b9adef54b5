export * from './roles';
export * from './validators';
export * from './messages';
export * from './pager';
export * from './format';
export * from './limits';
export * from './schemas/auth';
export { firstIssueMessage } from './zod-util';
export * from './portal';
