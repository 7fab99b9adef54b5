import { PLAN_MSG } from '@exportdesk/core';
import { Button, Modal } from '@exportdesk/portal-kit';
import type { PendingChange } from './useChangePlan';

/** The change-plan dialog (002 §2.10, §4): an upgrade offers Yes or Start Next Month/Year; a downgrade waits. */
export function ChangePlanModal({
  pending,
  busy,
  onConfirm,
  onCancel,
}: {
  pending: PendingChange | null;
  busy: boolean;
  onConfirm: (userRes?: 'Yes' | 'Next Month') => void;
  onCancel: () => void;
}) {
  const up = pending?.change === 'upgrade';
  return (
    <Modal
      open={!!pending}
      title={up ? 'Upgrade plan' : 'Downgrade plan'}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Close
          </Button>
          {up ? (
            <>
              <Button variant="secondary" busy={busy} onClick={() => onConfirm('Next Month')}>
                Start Next {pending?.period === 'yearly' ? 'Year' : 'Month'}
              </Button>
              <Button busy={busy} onClick={() => onConfirm('Yes')}>
                Yes
              </Button>
            </>
          ) : (
            <Button busy={busy} onClick={() => onConfirm()}>
              Downgrade at cycle end
            </Button>
          )}
        </>
      }
    >
      <p>{PLAN_MSG.alreadySubscribed}</p>
      {up ? (
        <p>
          Upgrade now? <strong>Yes</strong> pays the difference for the rest of this billing cycle and
          switches at once; <strong>Start Next {pending?.period === 'yearly' ? 'Year' : 'Month'}</strong> pays
          the new plan in full and starts it when the current cycle ends.
        </p>
      ) : (
        <p>
          The new plan is cheaper: your current plan stays until the billing cycle ends, then this one starts.
        </p>
      )}
    </Modal>
  );
}
