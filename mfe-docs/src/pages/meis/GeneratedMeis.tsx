import { useState } from 'react';
import {
  applicationShippingBillRefs,
  claimActionAllowed,
  claimShowsReviewedBy,
  claimShowsView,
  isAdmin,
  MEIS_MSG,
  MEIS_PAGE_SIZE,
  shippingBillRefusal,
  type MeisApplication,
} from '@exportdesk/core';
import { Button, PageHeader, serialNo, useApiMutation, useAuth } from '@exportdesk/portal-kit';
import { ClaimFilters } from './ClaimFilters';
import { ClaimList } from './ClaimList';
import { DescriptionCell, EntitlementCell, PbeCell, RemarksButton, dmyTime, rowClass } from './ClaimBits';
import { MeisNotice } from './MeisNotice';
import { downloadAfterUpload, sendMeisToDgft } from './meisCalls';
import { useClaims } from './useClaims';
import './meis.css';

/**
 * Generated MEIS applications (/generatemeis; 001 §2.12, 002 §2.16): search and status filter,
 * entitlement per order, the four documents, submit to DGFT, row colours, Download of selected rows.
 */
export default function GeneratedMeis() {
  const { principal } = useAuth();
  const list = useClaims();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const send = useApiMutation((refNo: string) => sendMeisToDgft(refNo), {
    success: MEIS_MSG.submitted,
    onSuccess: () => void list.retry(),
  });
  const download = useApiMutation((refNos: string[]) => downloadAfterUpload(refNos), {
    errorTitle: MEIS_MSG.oops,
  });
  if (!principal) return null;
  const selectable = !isAdmin(principal);
  const toggle = (ref: string) =>
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(ref)) n.delete(ref);
      else n.add(ref);
      return n;
    });
  const all = list.rows.length > 0 && list.rows.every((r) => selected.has(r.refNo));

  return (
    <>
      <PageHeader
        title="My MEIS"
        subtitle="Generated MEIS / RoDTEP applications, their documents and DGFT's review."
      />
      <div className="ed-stack">
        <MeisNotice />
        <ClaimFilters onView={list.view} />
        {selected.size > 0 && (
          <div className="ed-row">
            <Button onClick={() => void download.run([...selected])} disabled={download.busy}>
              {download.busy ? 'Downloading…' : 'Download'}
            </Button>
            <span className="ed-muted">{selected.size} selected</span>
          </div>
        )}
        <ClaimList list={list} label="MEIS application pages" owner={selectable}>
          {(open) => (
            <div className="ed-table-wrap">
              <table className="ed-table meis-table">
                <caption className="ed-sr-only">MEIS applications</caption>
                <thead>
                  <tr>
                    <th scope="col">
                      {selectable ? (
                        <label className="meis-selectall">
                          <input
                            type="checkbox"
                            aria-label="Select all"
                            checked={all}
                            onChange={() =>
                              setSelected(all ? new Set() : new Set(list.rows.map((r) => r.refNo)))
                            }
                          />{' '}
                          Sl. No.
                        </label>
                      ) : (
                        'Sl. No.'
                      )}
                    </th>
                    <th scope="col">MEIS Ref. No.</th>
                    <th scope="col">PBE No. and Date</th>
                    <th scope="col">Description</th>
                    <th scope="col">Entitlement Amount</th>
                    <th scope="col">Upload Documents</th>
                    <th scope="col">Remarks</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {list.rows.map((a: MeisApplication, i) => {
                    const canSubmit = claimActionAllowed(a.status, 'exporter', 'submit') && selectable;
                    // Said before the user submits: which orders are not shipped yet (core's rule, the API's words).
                    const unshipped = canSubmit ? shippingBillRefusal(applicationShippingBillRefs(a)) : null;
                    return (
                      <tr key={a.refNo} className={rowClass(a)} data-status={a.status}>
                        <td data-label="Sl. No.">
                          {selectable && (
                            <input
                              type="checkbox"
                              aria-label={`Select ${a.refNo}`}
                              checked={selected.has(a.refNo)}
                              onChange={() => toggle(a.refNo)}
                            />
                          )}{' '}
                          {serialNo(list.page, i, MEIS_PAGE_SIZE)}
                        </td>
                        <td data-label="MEIS Ref. No.">{a.refNo}</td>
                        <td data-label="PBE No. and Date">
                          <PbeCell app={a} />
                        </td>
                        <td data-label="Description">
                          <DescriptionCell app={a} />
                        </td>
                        <td data-label="Entitlement Amount">
                          <EntitlementCell app={a} />
                        </td>
                        <td data-label="Upload Documents">
                          <div className="ed-row">
                            <Button size="sm" variant="secondary" onClick={() => open.docs(a.refNo)}>
                              {a.editPermitted ? 'Upload' : claimShowsView(a.status) ? 'View' : 'Documents'}
                            </Button>
                            {canSubmit && (
                              <Button
                                size="sm"
                                disabled={send.busy || !!unshipped}
                                onClick={() => void send.run(a.refNo)}
                              >
                                Submit to DGFT
                              </Button>
                            )}
                          </div>
                          {unshipped && (
                            <p className="meis-unshipped" role="note">
                              {unshipped}
                            </p>
                          )}
                        </td>
                        <td data-label="Remarks">
                          <RemarksButton app={a} onOpen={() => open.remarks(a.refNo)} />
                        </td>
                        <td data-label="Status">
                          <strong className="meis-status">{a.status}</strong>
                          {a.reviewedBy && claimShowsReviewedBy(a.status) && a.reviewedAt && (
                            <div className="ed-muted">
                              Reviewed By {a.reviewedBy}, {dmyTime(a.reviewedAt)}
                            </div>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </ClaimList>
      </div>
    </>
  );
}
