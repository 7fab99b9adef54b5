/** Calls of the API key page and the documentation (001 §7 "API key and public API"). */
import { ACCOUNT_EXTRA_CONTRACTS, LIMITS } from '@exportdesk/core';
import { apiOrigin, callContract } from '@exportdesk/portal-kit';

export type { ApiKeyInfo as KeyInfo } from '@exportdesk/core';

/** "a key longer than 10 characters counts as present" (001 §4 "API key section", §9). */
export const keyPresent = (key: string | null | undefined) =>
  typeof key === 'string' && key.length > LIMITS.apiKeyPresentAbove;

export const fetchKeyInfo = (signal?: AbortSignal) =>
  callContract(ACCOUNT_EXTRA_CONTRACTS.getApiKey, {}, signal);
export const generateKey = () => callContract(ACCOUNT_EXTRA_CONTRACTS.generateApiKey);

export interface Category {
  categoryName: string;
  hsn: string | null;
}
export interface Currency {
  name: string;
  short: string;
}
export interface ShippingMethod {
  name: string;
  carrier: string;
}

/** The public endpoint exactly as integrations call it (a contract: 001 README). */
export const saveOrderDataUrl = () => `${apiOrigin()}/api/v1/client/saveorderdata`;
export const publicUrl = (path: string) => `${apiOrigin()}/api/v1/${path}`;
