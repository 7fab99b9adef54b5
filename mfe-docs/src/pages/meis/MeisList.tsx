import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  formatDateDMY,
  formatInr,
  isAdmin,
  listingShippingBillRef,
  MEIS_MSG,
  MEIS_PAGE_SIZE,
  meisDescription,
  meisUploadFormSchema,
  shippingBillRefusal,
  showMoreOrders,
  type MeisOrderItem,
} from '@exportdesk/core';
import {
  Alert,
  Button,
  FailureAlert,
  FormFileField,
  Loading,
  PageHeader,
  ProgressBar,
  serialNo,
  StepPager,
  SchemaForm,
  useApiMutation,
  useApiQuery,
  useAuth,
  useSchemaForm,
} from '@exportdesk/portal-kit';
import { MeisNotice } from './MeisNotice';
import { downloadMeisExcel, downloadMeisPdf, generateMeis, getMeisData } from './meisCalls';
import './meis.css';

const dmy = (ms: number | null) => (ms === null ? '' : formatDateDMY(new Date(ms + 330 * 60_000)));

const NO_FILE: { file: File | null } = { file: null };

/**
 * MEIS listing (/meis; 001 §2.11, §4 "MEIS listing", §5): the exporter's orders 20 a page from 0,
 * More Orders (only over 20 and before the end) and Back, Download Excel / PDF of the selected
 * orders, and the upload of the completed MEIS Excel, which generates the application.
 */
export default function MeisList() {
  const { principal } = useAuth();
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  // Kept whole (not just ids): the warning below names orders selected on earlier pages too.
  const [selected, setSelected] = useState<Map<number, MeisOrderItem>>(new Map());
  const upload = useSchemaForm(meisUploadFormSchema, NO_FILE);
  const file = upload.watch('file');
  const q = useApiQuery(['meis', page], (signal) => getMeisData(page, signal));
  // How far the report job of the Excel or PDF is (one at a time: the buttons wait for it).
  const [percent, setPercent] = useState(0);
  const excel = useApiMutation((ids: number[]) => downloadMeisExcel(ids, setPercent), {
    errorTitle: MEIS_MSG.oops,
  });
  const pdf = useApiMutation((ids: number[]) => downloadMeisPdf(ids, setPercent), {
    errorTitle: MEIS_MSG.oops,
  });
  const generate = useApiMutation((f: File) => generateMeis(f), {
    // A refused file's reason stays in the form, in the server's words, until the next file or try
    // (a toast is gone in seconds, and the spec's "MEIS form failure" is shown as 'Sorry!').
    show: 'inline',
    success: (ref) => MEIS_MSG.generated(ref),
    onSuccess: () => navigate('/generatemeis'),
  });
  if (!principal) return null;
  const rows: MeisOrderItem[] = q.answer?.data ?? [];
  const total = Number(q.answer?.total ?? 0);
  const selectable = !isAdmin(principal);
  const ids = [...selected.keys()];
  // Before the user generates and submits: which selected orders are not shipped yet (core's rule).
  const unshipped = shippingBillRefusal([...selected.values()].map(listingShippingBillRef));
  const toggle = (r: MeisOrderItem) =>
    setSelected((s) => {
      const n = new Map(s);
      if (n.has(r._id)) n.delete(r._id);
      else n.set(r._id, r);
      return n;
    });
  const clearFile = () => {
    upload.reset({ file: null });
    generate.reset(); // the file field empties itself once the form holds no file
  };

  return (
    <>
      <PageHeader
        title="MEIS Application"
        subtitle="Orders eligible for MEIS / RoDTEP and the application upload."
      />
      <div className="ed-stack">
        <MeisNotice />
        {selectable && (
          <SchemaForm
            form={upload}
            className="meis-upload ed-card"
            aria-label="Upload MEIS Excel"
            onValid={async (v) => {
              if (v.file && (await generate.run(v.file)) !== undefined) clearFile();
            }}
          >
            <FormFileField
              name="file"
              label="Upload the completed MEIS Excel"
              accept=".xlsx"
              aria-label="MEIS Excel file"
              onFile={() => generate.reset()}
            />
            <FailureAlert failure={generate.failure} title={MEIS_MSG.sorry} />
            <div className="ed-row">
              {!file && <span className="ed-muted">Choose a file to upload.</span>}
              {file && (
                <>
                  <Button type="submit" disabled={generate.busy}>
                    {generate.busy ? 'Uploading…' : 'Upload File'}
                  </Button>
                  <Button type="button" variant="secondary" onClick={clearFile}>
                    Clear file
                  </Button>
                </>
              )}
            </div>
          </SchemaForm>
        )}
        {q.failure ? (
          <FailureAlert failure={q.failure} onRetry={q.retry} title={MEIS_MSG.oops} />
        ) : !q.answer ? (
          <Loading />
        ) : (
          <section aria-label="MEIS orders" className="ed-stack">
            <div className="ed-row meis-actions">
              {selectable && ids.length > 0 && (
                <>
                  <Button onClick={() => void excel.run(ids)} disabled={excel.busy || pdf.busy}>
                    {excel.busy ? 'Downloading…' : 'Download Excel'}
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => void pdf.run(ids)}
                    disabled={excel.busy || pdf.busy}
                  >
                    {pdf.busy ? 'Downloading…' : 'Download PDF'}
                  </Button>
                  <span className="ed-muted">{ids.length} selected</span>
                </>
              )}
            </div>
            {(excel.busy || pdf.busy) && (
              <ProgressBar
                boxed
                label={`Making the MEIS ${excel.busy ? 'Excel' : 'PDF'}`}
                percent={percent}
                detail={`${percent}%`}
              />
            )}
            {selectable && unshipped && <Alert kind="warning">{unshipped}</Alert>}
            {!rows.length ? (
              <Alert kind="info">
                {q.answer.message === MEIS_MSG.noMoreData ? MEIS_MSG.noMoreData : MEIS_MSG.noDataFound}
              </Alert>
            ) : (
              <div className="ed-table-wrap">
                <table className="ed-table meis-table">
                  <caption className="ed-sr-only">MEIS orders</caption>
                  <thead>
                    <tr>
                      {selectable && <th scope="col">Select</th>}
                      <th scope="col">Sl. No.</th>
                      <th scope="col">Docket No.</th>
                      <th scope="col">PBE No. (SB No. / Date)</th>
                      <th scope="col">Description</th>
                      <th scope="col">Invoice No. / Date</th>
                      <th scope="col">Amount (INR)</th>
                      <th scope="col">Entitlement (INR)</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((r, i) => (
                      <tr key={r._id}>
                        {selectable && (
                          <td data-label="Select">
                            <input
                              type="checkbox"
                              aria-label={`Select order ${r.orderId}`}
                              checked={selected.has(r._id)}
                              onChange={() => toggle(r)}
                            />
                          </td>
                        )}
                        <td data-label="Sl. No.">{serialNo(page + 1, i, MEIS_PAGE_SIZE)}</td>
                        <td data-label="Docket No.">{r.tempSBill}</td>
                        <td data-label="PBE No.">
                          {r.shippingBillDetails.bill ? (
                            `${r.shippingBillDetails.bill} / ${dmy(r.shippingBillDetails.date)}`
                          ) : (
                            <span className="ed-muted">SB pending</span>
                          )}
                        </td>
                        <td data-label="Description" title={r.description}>
                          {meisDescription(r.description)}
                        </td>
                        <td data-label="Invoice">{`${r.invoiceNo} / ${r.invoiceDate}`}</td>
                        <td data-label="Amount (INR)">{formatInr(r.paymentDetails.fob)}</td>
                        <td data-label="Entitlement (INR)">
                          {r.claimedIn ? (
                            <span className="ed-muted">claimed in {r.claimedIn}</span>
                          ) : r.rate ? (
                            `${formatInr(r.rate.amount)} (${r.rate.scheme} ${r.rate.ratePct}%)`
                          ) : (
                            <span className="meis-norate">no rate for HS {r.hsCode}</span>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {/* the listing counts pages from 0; the pager from 1 */}
            <StepPager
              page={page + 1}
              shown={rows.length}
              pageSize={MEIS_PAGE_SIZE}
              more={showMoreOrders(total, page)}
              nextLabel="More Orders"
              onPage={(p) => setPage(p - 1)}
              label="MEIS order pages"
            />
          </section>
        )}
      </div>
    </>
  );
}
