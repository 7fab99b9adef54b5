import { PageHeader } from '@exportdesk/portal-kit';

/** Contact us (002 §2.6): static text, address, a sales e-mail, phone lines, hours and a map. */
export default function Contact() {
  return (
    <>
      <PageHeader title="Contact us" subtitle="We reply within 1 business day." />
      <div className="ed-tiles">
        <div className="ed-card">
          <h3>Office</h3>
          <address style={{ fontStyle: 'normal' }}>
            ExportDesk
            <br />
            Okhla Industrial Area, Phase III
            <br />
            New Delhi 110020, India
          </address>
        </div>
        <div className="ed-card">
          <h3>Sales and support</h3>
          <p>
            <a href="mailto:sales@exportdesk.example">sales@exportdesk.example</a>
          </p>
          <p>
            +91 11 4000 0000
            <br />
            +91 11 4000 0001
          </p>
        </div>
        <div className="ed-card">
          <h3>Hours</h3>
          <p>Mon-Sat 10:00-20:00</p>
        </div>
      </div>
      <figure className="ed-card" style={{ marginTop: 16, textAlign: 'center' }} aria-label="Map">
        <svg
          viewBox="0 0 400 160"
          width="100%"
          height="160"
          role="img"
          aria-label="Map of our New Delhi office"
        >
          <rect width="400" height="160" rx="12" fill="#eaf1ff" />
          <path
            d="M0 110 C80 90 140 130 220 100 S360 70 400 90"
            stroke="#b9cdf5"
            strokeWidth="10"
            fill="none"
          />
          <circle cx="210" cy="80" r="10" fill="#1554c0" />
          <text x="226" y="85" fontSize="14" fill="#15213a">
            ExportDesk, New Delhi
          </text>
        </svg>
      </figure>
    </>
  );
}
