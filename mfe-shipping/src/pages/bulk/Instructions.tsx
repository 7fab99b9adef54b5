import { BULK_COLUMNS, BULK_EXTRA_COLUMNS, BULK_MSG, ORDER_LIMITS } from '@exportdesk/core';
import { Button, Modal } from '@exportdesk/portal-kit';

/** The instruction button's content: the rules of 001 §5 "Bulk upload", from core. */
export function Instructions({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      title="Bulk upload instructions"
      onClose={onClose}
      footer={<Button onClick={onClose}>Got it</Button>}
    >
      <ol className="bu-instructions">
        <li>
          Download the sample workbook and fill one row per item from row 3. Keep the note row and the header
          row.
        </li>
        <li>Only .xls or .xlsx files are accepted (Excel 97-2003 .xls files too).</li>
        <li>
          Rows are counted by their <code>pbe</code> cell: at least 2 and at most {ORDER_LIMITS.bulkMaxRows}.
        </li>
        <li>
          Columns: {BULK_COLUMNS.join(', ')} (ieCode for CHAs only). Optional: {BULK_EXTRA_COLUMNS.join(', ')}
          .
        </li>
        <li>
          Dates as DD-MM-YYYY (Excel dates are converted). Amounts are rounded to two decimals; an empty
          amount counts as 0.
        </li>
        <li>
          If any row is invalid nothing is saved: fix the highlighted cells and upload again.{' '}
          {BULK_MSG.noSubscription}
        </li>
      </ol>
    </Modal>
  );
}
