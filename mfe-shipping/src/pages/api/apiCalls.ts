/** Calls of the API key page and the documentation (001 §7 "API key and public API"). */
import { LIMITS } from '@exportdesk/core';
import { apiOrigin, call, get } from '@exportdesk/portal-kit';

export interface KeyInfo {
  exists: boolean;
  last4: string | null;
  createdAt: number | null;
  /** Only in the answer of a generation: the full key, shown once. */
  authKey?: string;
}

/** "a key longer than 10 characters counts as present" (001 §4 "API key section", §9). */
export const keyPresent = (key: string | null | undefined) =>
  typeof key === 'string' && key.length > LIMITS.apiKeyPresentAbove;

export const fetchKeyInfo = (signal?: AbortSignal) => get<KeyInfo>('apikey', signal);
export const generateKey = () => call<KeyInfo>('apikey', { method: 'POST', body: {} });

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
