/** Calls of the HSN classifier (/hsnClassifier; issue 16). */
import { LOOKUP_CONTRACTS } from '@exportdesk/core';
import { callContract } from '@exportdesk/portal-kit';

export const classifyProduct = (description: string) =>
  callContract(LOOKUP_CONTRACTS.classify, { body: { description } });
