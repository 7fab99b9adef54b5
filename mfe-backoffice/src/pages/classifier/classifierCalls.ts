/** Calls of the HSN classifier (/hsnClassifier; issue 16). */
import type { HsSuggestion } from '@exportdesk/core';
import { post } from '@exportdesk/portal-kit';

export const classifyProduct = (description: string) => post<HsSuggestion[]>('hsn/classify', { description });
