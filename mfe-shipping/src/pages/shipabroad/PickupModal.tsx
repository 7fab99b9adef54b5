import { useState } from 'react';
import { pickupWindow, SHIPMENT_MSG, shipmentPickupDateError } from '@exportdesk/core';
import { Button, Modal, TextField, useApiMutation } from '@exportdesk/portal-kit';
import { savePickupDate } from './shipAbroadCalls';
import { iso, isoToDmy } from './ShipmentModal';

/** The schedule-pickup modal of a saved shipment (also "schedule later"). */
export function PickupModal({
  refno,
  onClose,
  onSaved,
}: {
  refno: string | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useApiMutation((v: { refno: string; date: string }) => savePickupDate(v.refno, v.date), {
    success: SHIPMENT_MSG.dateSaved,
  });
  const win = pickupWindow();
  async function submit() {
    const dmy = isoToDmy(date);
    const bad = shipmentPickupDateError(dmy);
    setError(bad);
    if (bad || !refno) return;
    if (await save.run({ refno, date: dmy })) {
      onSaved();
      onClose();
    }
  }
  return (
    <Modal
      open={!!refno}
      title={`Schedule pickup ${refno ?? ''}`}
      onClose={onClose}
      footer={
        <Button busy={save.busy} onClick={() => void submit()}>
          Save date
        </Button>
      }
    >
      <TextField
        label="Pickup date"
        type="date"
        min={iso(win.from)}
        max={iso(win.to)}
        value={date}
        error={error ?? undefined}
        touched={!!error}
        onChange={(e) => setDate(e.target.value)}
      />
    </Modal>
  );
}
