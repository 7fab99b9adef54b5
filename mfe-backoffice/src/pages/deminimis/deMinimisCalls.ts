/** Calls of the duty-free import allowance page (/dutyfreeimportallowance; issue 16). */
import type { DeMinimisRow } from '@exportdesk/core';
import { get } from '@exportdesk/portal-kit';

export const loadDeMinimis = (q: string, signal?: AbortSignal) =>
  get<DeMinimisRow[]>(`deminimis${q ? `?q=${encodeURIComponent(q)}` : ''}`, signal);
