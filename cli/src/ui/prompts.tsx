/** Kept for `portal` (cli/src/commands/portal, another owner) until it draws through lib/output's `result`; use ./views. */
export { drawKeyValues, promptLogin } from './views';
