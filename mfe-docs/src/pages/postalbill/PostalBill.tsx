import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  docketParamSchema,
  DOCUMENT_CONTRACTS,
  pathOf,
  PBE_TEXT,
  pbeExporterLines,
  pbeFieldRows,
  pbeFpoText,
  pbeParcelCells,
  type PbePrint,
  LABELLED,
} from '@exportdesk/core';
import {
  Alert,
  Button,
  fetchFile,
  FailureAlert,
  Loading,
  saveBlob,
  useApiMutation,
  useApiQuery,
} from '@exportdesk/portal-kit';
import { pbePrint } from '../proof/proofCalls';
import './postalbill.css';

/**
 * Postal bill print page (/postalbill/{docket}; 002 §2.5): the PBE as HTML, from the same data
 * (`GET …/pbe-print`, the PDF's view model) and the same texts (core `PBE_TEXT`) as the PDF.
 * Back, Download As PDF, Print; the print stylesheet leaves only the bill.
 */
export default function PostalBill() {
  const navigate = useNavigate();
  const raw = useParams().docket ?? '';
  const parsed = docketParamSchema.safeParse({ docket: raw }, LABELLED);
  const docket = parsed.success ? parsed.data.docket : null;
  const bill = useApiQuery(['pbe-print', docket], (signal) => pbePrint(docket ?? '', signal), {
    enabled: docket !== null,
  });
  const data: PbePrint | null = bill.data ?? null;
  const invalid = parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Invalid docket.');

  useEffect(() => {
    document.body.classList.add('pbp-printing-page');
    return () => document.body.classList.remove('pbp-printing-page');
  }, []);

  // The spec's Back goes to /orders, which is not built yet: back in history when there is one
  // (the page is opened from the PBE list or a docket), else the PBE list.
  const back = () => (window.history.state && window.history.state.idx > 0 ? navigate(-1) : navigate('/pbe'));

  const pdf = useApiMutation(async (d: string) => {
    const { blob, fileName } = await fetchFile(
      pathOf(DOCUMENT_CONTRACTS.document, { docket: d, type: 'pbe' }, { download: '1' }),
    );
    saveBlob(blob, fileName ?? `pbe_${d}.pdf`);
  });
  const download = () => docket && void pdf.run(docket);

  return (
    <div className="pbp">
      <div className="pbp-toolbar" role="toolbar" aria-label="Postal bill actions">
        <Button variant="secondary" onClick={back}>
          Back
        </Button>
        <div className="pbp-toolbar__end">
          <Button variant="secondary" busy={pdf.busy} disabled={!data} onClick={download}>
            Download As PDF
          </Button>
          <Button disabled={!data} onClick={() => window.print()}>
            Print
          </Button>
        </div>
      </div>
      {invalid ? (
        <Alert kind="error">{invalid}</Alert>
      ) : bill.failure ? (
        <FailureAlert failure={bill.failure} onRetry={bill.retry} />
      ) : !data ? (
        <Loading />
      ) : (
        <Bill p={data} />
      )}
    </div>
  );
}

function Bill({ p }: { p: PbePrint }) {
  const T = PBE_TEXT;
  const [first, ...rest] = pbeExporterLines(p.exporter);
  return (
    <article className="pbp-sheet" aria-labelledby="pbp-title">
      <header className="pbp-head">
        <h1 id="pbp-title">{T.title}</h1>
        <p className="pbp-form">{T.form(p.pbeType)}</p>
      </header>
      <dl className="pbp-fields">
        {pbeFieldRows(p).map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v || '—'}</dd>
          </div>
        ))}
      </dl>
      <section className="pbp-block" aria-labelledby="pbp-exporter">
        <h2 id="pbp-exporter">{T.blocks.exporter}</h2>
        <p>
          <strong>{first}</strong>
          {rest.map((l) => (
            <span key={l}>
              <br />
              {l}
            </span>
          ))}
        </p>
      </section>
      <section className="pbp-block" aria-labelledby="pbp-agent">
        <h2 id="pbp-agent">{T.blocks.agent}</h2>
        <p>{T.agent}</p>
      </section>
      <section className="pbp-block" aria-labelledby="pbp-fpo">
        <h2 id="pbp-fpo">{T.blocks.fpo}</h2>
        <p>{pbeFpoText(p.fpo)}</p>
      </section>
      <section className="pbp-block" aria-labelledby="pbp-declaration">
        <h2 id="pbp-declaration">{T.blocks.declaration}</h2>
        <p>{T.declaration}</p>
      </section>
      <div className="pbp-signatures">
        <p>
          <span className="pbp-line" aria-hidden="true" />
          {T.signatures.exporter}
        </p>
        <p>
          <span className="pbp-line" aria-hidden="true" />
          {T.signatures.officer}
        </p>
      </div>
      <p className="pbp-overleaf">{T.overleaf}</p>
      <section className="pbp-parcels" aria-labelledby="pbp-parcels-title">
        <h2 id="pbp-parcels-title">{T.parcelsTitle(p.docketNo)}</h2>
        <div className="pbp-table-wrap">
          <table className="pbp-table">
            <caption className="ed-sr-only">Parcels</caption>
            <thead>
              <tr>
                {T.parcelColumns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {p.parcels.map((parcel) => {
                const cells = pbeParcelCells(parcel);
                return (
                  <tr key={parcel.boxId}>
                    {cells.map((c, i) => (
                      <td
                        key={T.parcelColumns[i]}
                        data-label={T.parcelColumns[i]}
                        className={i >= 6 ? 'pbp-num' : undefined}
                      >
                        {c.split('\n').map((line, j) =>
                          j ? (
                            <span key={j} className="pbp-sub">
                              {line}
                            </span>
                          ) : (
                            <span key={j}>{line}</span>
                          ),
                        )}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
    </article>
  );
}
