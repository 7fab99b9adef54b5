import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { can, PARCEL_CONTRACTS } from '@exportdesk/core';
import { Button, callContract, ConfirmDialog, useApiMutation, useAuth } from '@exportdesk/portal-kit';

type Undo = 'deletePbe' | 'undoGeneratePbe';

/**
 * "A PBE can be deleted, or its Generate PBE step undone, after confirmation" (001 §4): both
 * send its parcels back to the parcel list (issue 15), where this takes the user. The API refuses
 * once the docket has a shipping bill, a pickup or uploaded files.
 */
export function UndoPbe({ docket }: { docket: string }) {
  const { principal } = useAuth();
  const navigate = useNavigate();
  const [sure, setSure] = useState<Undo | null>(null);
  const undo = useApiMutation(
    (call: Undo) => callContract(PARCEL_CONTRACTS[call], { body: { tempSBill: docket } }),
    {
      success: (a) => a.message,
      onSuccess: () => navigate('/orders'),
    },
  );
  if (!principal || !can(principal, 'parcels.manage')) return null;
  return (
    <>
      <Button
        variant="secondary"
        busy={undo.pending === 'undoGeneratePbe'}
        onClick={() => setSure('undoGeneratePbe')}
      >
        Undo Generate PBE
      </Button>
      <Button variant="danger" busy={undo.pending === 'deletePbe'} onClick={() => setSure('deletePbe')}>
        Delete PBE
      </Button>
      <ConfirmDialog
        open={sure !== null}
        title={sure === 'deletePbe' ? 'Delete PBE' : 'Undo Generate PBE'}
        text="Are you sure?"
        confirmLabel={sure === 'deletePbe' ? 'Delete' : 'Undo'}
        onCancel={() => setSure(null)}
        onConfirm={() => {
          const call = sure!;
          setSure(null);
          void undo.run(call);
        }}
      />
    </>
  );
}
