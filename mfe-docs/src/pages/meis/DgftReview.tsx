import { useState } from 'react';
import {
  DGFT_DEFAULT_STATUS,
  DGFT_STATUS_OPTIONS,
  isFinalClaimStatus,
  MEIS_MSG,
  MEIS_PAGE_SIZE,
  type ClaimStatus,
  type MeisApplication,
} from '@exportdesk/core';
import { Button, PageHeader, serialNo, useApiMutation } from '@exportdesk/portal-kit';
import { ClaimFilters } from './ClaimFilters';
import { ClaimList } from './ClaimList';
import { DescriptionCell, EntitlementCell, PbeCell, RemarksButton, dmyTime, rowClass } from './ClaimBits';
import { updateStatusByDgft } from './meisCalls';
import { useClaims } from './useClaims';
import './meis.css';

/**
 * DGFT review (/dgft; 001 §2.13): the same filters plus IE code; per row the status select
 * (Pending Review disabled, Under Review by default) with Submit, locked once Approved or Rejected
 * (then Reviewed By with date and time), the review-count marker, the remark thread.
 */
export default function DgftReview() {
  const list = useClaims();
  const [choice, setChoice] = useState<Record<string, ClaimStatus>>({});
  const submit = useApiMutation(
    (v: { refNo: string; status: ClaimStatus }) => updateStatusByDgft(v.refNo, v.status),
    {
      success: (_a, v) => MEIS_MSG.statusUpdated(v.status),
      onSuccess: () => void list.retry(),
    },
  );

  return (
    <>
      <PageHeader title="MEIS Review" subtitle="MEIS / RoDTEP applications sent to DGFT." />
      <div className="ed-stack">
        <ClaimFilters withIeCode onView={list.view} />
        <ClaimList list={list} label="MEIS review pages" owner={false}>
          {(open) => (
            <div className="ed-table-wrap">
              <table className="ed-table meis-table">
                <caption className="ed-sr-only">MEIS applications for review</caption>
                <thead>
                  <tr>
                    <th scope="col">Sl. No.</th>
                    <th scope="col">IE Code</th>
                    <th scope="col">MEIS Ref. No.</th>
                    <th scope="col">PBE No. and Date</th>
                    <th scope="col">Description</th>
                    <th scope="col">Entitlement Amount</th>
                    <th scope="col">Status</th>
                    <th scope="col">Action</th>
                    <th scope="col">Remarks</th>
                  </tr>
                </thead>
                <tbody>
                  {list.rows.map((a: MeisApplication, i) => {
                    const locked = isFinalClaimStatus(a.status);
                    const value = choice[a.refNo] ?? DGFT_DEFAULT_STATUS;
                    return (
                      <tr key={a.refNo} className={rowClass(a)} data-status={a.status}>
                        <td data-label="Sl. No.">{serialNo(list.page, i, MEIS_PAGE_SIZE)}</td>
                        <td data-label="IE Code">{a.ieCode}</td>
                        <td data-label="MEIS Ref. No.">
                          {a.refNo}
                          <div>
                            <Button size="sm" variant="ghost" onClick={() => open.docs(a.refNo)}>
                              View documents
                            </Button>
                          </div>
                        </td>
                        <td data-label="PBE No. and Date">
                          <PbeCell app={a} />
                        </td>
                        <td data-label="Description">
                          <DescriptionCell app={a} />
                        </td>
                        <td data-label="Entitlement Amount">
                          <EntitlementCell app={a} />
                        </td>
                        <td data-label="Status">
                          <strong className="meis-status">{a.status}</strong>
                          {a.status === 'Under Review' && a.reviewCount > 0 && (
                            <span
                              className="meis-count"
                              title="Times reviewed"
                              aria-label={`Reviewed ${a.reviewCount} times`}
                            >
                              {a.reviewCount}
                            </span>
                          )}
                          {locked && a.reviewedBy && a.reviewedAt && (
                            <div className="ed-muted">
                              Reviewed By {a.reviewedBy}, {dmyTime(a.reviewedAt)}
                            </div>
                          )}
                        </td>
                        <td data-label="Action">
                          {locked ? (
                            <span className="ed-muted">Locked</span>
                          ) : (
                            <div className="meis-action">
                              <select
                                aria-label={`Status for ${a.refNo}`}
                                value={value}
                                onChange={(e) =>
                                  setChoice({ ...choice, [a.refNo]: e.target.value as ClaimStatus })
                                }
                              >
                                {DGFT_STATUS_OPTIONS.map((o) => (
                                  <option key={o.value} value={o.value} disabled={o.disabled}>
                                    {o.label}
                                  </option>
                                ))}
                              </select>
                              <Button
                                size="sm"
                                disabled={submit.busy}
                                onClick={() => void submit.run({ refNo: a.refNo, status: value })}
                              >
                                Submit
                              </Button>
                            </div>
                          )}
                        </td>
                        <td data-label="Remarks">
                          <RemarksButton app={a} onOpen={() => open.remarks(a.refNo)} />
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
