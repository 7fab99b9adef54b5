import { useEffect, useRef, useState } from 'react';
import { PLAN_MSG } from '@exportdesk/core';
import { takeCheckoutAnswer, useApiMutation } from '@exportdesk/portal-kit';
import { verifyPayment } from './planCalls';

/**
 * Back from the checkout: verifyPayment once with the three signed fields (the server activates
 * exactly once, so a repeat is harmless), or the failure. The outcome stays on the page.
 */
export function useCheckoutReturn(onVerified: () => void) {
  const [outcome, setOutcome] = useState<{
    kind: 'success' | 'error';
    title: string;
    message: string;
  } | null>(null);
  const verify = useApiMutation(verifyPayment, {
    show: 'silent',
    onSuccess: (env) => {
      setOutcome({
        kind: 'success',
        title: PLAN_MSG.success,
        message: env.message ?? PLAN_MSG.paymentVerified,
      });
      onVerified();
    },
    onFailure: (f) => {
      setOutcome({ kind: 'error', title: PLAN_MSG.oops, message: f.message });
      return true;
    },
  });
  const once = useRef(false);
  useEffect(() => {
    if (once.current) return;
    once.current = true;
    const answer = takeCheckoutAnswer();
    if (answer.verify) void verify.run(answer.verify);
    else if (answer.failed)
      setOutcome({ kind: 'error', title: PLAN_MSG.oops, message: PLAN_MSG.paymentFailed });
  }, []); // once per visit
  return { outcome, verifying: verify.busy };
}
