import { formatDateDMY } from '@exportdesk/core';
import { Button, Modal } from '@exportdesk/portal-kit';
import type { DuplicateOf } from './bulkCalls';

/** The contract names dockets by number; an older answer may carry `{ tempSBill }`. */
const docketNo = (d: string | { tempSBill?: string }) => (typeof d === 'string' ? d : (d.tempSBill ?? ''));

/**
 * The same workbook was uploaded before (the API's 409 with duplicateOf, issue 12 item 8): the
 * server's message, the earlier docket(s), and a deliberate "Upload again" (sent with force=true).
 */
export function DuplicateConfirm({
  message,
  duplicateOf,
  busy,
  onAgain,
  onCancel,
}: {
  message: string;
  duplicateOf: DuplicateOf | null;
  busy: boolean;
  onAgain: () => void;
  onCancel: () => void;
}) {
  const at = duplicateOf
    ? new Date(
        typeof duplicateOf.uploadedAt === 'number'
          ? duplicateOf.uploadedAt
          : Date.parse(duplicateOf.uploadedAt),
      )
    : null;
  return (
    <Modal
      open={duplicateOf !== null}
      title="This file was already uploaded"
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button busy={busy} onClick={onAgain}>
            Upload again
          </Button>
        </>
      }
    >
      <p>{message}</p>
      {duplicateOf && (
        <dl className="bu-duplicate">
          <dt>Earlier docket{duplicateOf.dockets.length === 1 ? '' : 's'}</dt>
          <dd>
            {duplicateOf.dockets.map(docketNo).map((d) => (
              <code key={d}>{d}</code>
            ))}
          </dd>
          {at && !Number.isNaN(at.getTime()) && (
            <>
              <dt>Uploaded on</dt>
              <dd>{formatDateDMY(at)}</dd>
            </>
          )}
        </dl>
      )}
    </Modal>
  );
}
