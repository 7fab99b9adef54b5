import { CONTENT_CONTRACTS } from '@exportdesk/core';
import { callContract, Loading, PageHeader, useApiQuery } from '@exportdesk/portal-kit';

/** "fixed links to two how-to videos and PDFs: IEC certificate, pay-later account setup, CBIC circular 14/2018, MEIS appendices 3B tables 1 and 2 and 3C." */
const FIXED: { title: string; kind: 'Video' | 'PDF'; href: string }[] = [
  { title: 'How to register and ship your first parcel', kind: 'Video', href: 'https://www.youtube.com/' },
  { title: 'How to generate PBE and documents', kind: 'Video', href: 'https://www.youtube.com/' },
  { title: 'IEC certificate', kind: 'PDF', href: 'https://www.dgft.gov.in/' },
  { title: 'Pay-later account setup', kind: 'PDF', href: 'https://www.indiapost.gov.in/' },
  { title: 'CBIC circular 14/2018', kind: 'PDF', href: 'https://www.cbic.gov.in/' },
  { title: 'MEIS appendix 3B, table 1', kind: 'PDF', href: 'https://www.dgft.gov.in/' },
  { title: 'MEIS appendix 3B, table 2', kind: 'PDF', href: 'https://www.dgft.gov.in/' },
  { title: 'MEIS appendix 3C', kind: 'PDF', href: 'https://www.dgft.gov.in/' },
];

/** Resources (002 §2.7): /resources for signed-in users, /video-resources for everyone. */
export default function Resources() {
  // The fixed resources always show; the server's list is an extra that may fail quietly.
  const list = useApiQuery(['resources'], (signal) =>
    // The help list the back office publishes (002 §2.7 "gethelpfulresources").
    callContract(CONTENT_CONTRACTS.gethelpfulresources, {}, signal),
  );
  return (
    <>
      <PageHeader
        title="Helpful Resources"
        subtitle="Guides, videos and the rules you need for exporting by post."
      />
      <ul className="ed-tiles" style={{ listStyle: 'none', padding: 0 }} data-testid="resources">
        {FIXED.map((r) => (
          <li key={r.title}>
            <a className="ed-tile" href={r.href} target="_blank" rel="noopener noreferrer">
              <span className="ed-tile__icon" aria-hidden="true">
                {r.kind === 'Video' ? '▶' : 'PDF'}
              </span>
              <h3>{r.title}</h3>
              <p>{r.kind}</p>
            </a>
          </li>
        ))}
        {(list.data ?? []).map((r) => (
          <li key={r.file}>
            <div className="ed-tile">
              <span className="ed-tile__icon" aria-hidden="true">
                {r.isVideo ? '▶' : 'F'}
              </span>
              <h3>{r.description}</h3>
              <p>{r.isVideo ? 'Video' : 'File'}</p>
            </div>
          </li>
        ))}
      </ul>
      {list.loading && <Loading label="Loading more resources" />}
    </>
  );
}
