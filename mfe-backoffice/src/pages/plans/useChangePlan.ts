import { useState } from 'react';
import { PLAN_MSG, type SubscribePlanBody } from '@exportdesk/core';
import { openCheckout, useApiMutation } from '@exportdesk/portal-kit';
import { subscribePlan } from './planCalls';

export interface PendingChange {
  body: SubscribePlanBody;
  change: 'upgrade' | 'downgrade';
  period: 'monthly' | 'yearly';
}

/**
 * subscribePlan as 002 §4 describes it: the server answers 'You have already subscribed to this
 * Plan.' with the kind of change, which opens the upgrade (Yes / Start Next Month|Year) or
 * downgrade dialog; the dialog resends with isChangePlan. A created order opens the checkout.
 */
export function useChangePlan(returnPath = '/myaccount') {
  const [pending, setPending] = useState<PendingChange | null>(null);
  const m = useApiMutation(subscribePlan, {
    errorTitle: PLAN_MSG.oops,
    onSuccess: (env) => {
      setPending(null);
      if (env.data) void openCheckout(env.data.order, returnPath);
    },
    onFailure: (f, body) => {
      const change = (f.body?.data as { change?: string } | undefined)?.change;
      if (f.status === 409 && (change === 'upgrade' || change === 'downgrade')) {
        setPending({ body, change, period: body.planId.endsWith('-Y') ? 'yearly' : 'monthly' });
        return true;
      }
      return false;
    },
  });
  return {
    choose: (planId: string, planAmount: number) => m.run({ planId, planAmount, walletType: 'export' }),
    confirm: (userRes?: 'Yes' | 'Next Month') =>
      pending &&
      m.run({
        ...pending.body,
        isChangePlan: true,
        isUpgrade: pending.change === 'upgrade',
        ...(userRes ? { userRes } : {}),
      }),
    cancel: () => setPending(null),
    pending,
    busy: m.busy,
  };
}
