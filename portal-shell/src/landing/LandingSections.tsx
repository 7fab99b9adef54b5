import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CARRIER_IDS, CARRIER_NAMES } from '@exportdesk/core';

const CARRIERS = CARRIER_IDS.map((c) => CARRIER_NAMES[c]);

export function Carriers() {
  return (
    <section className="landing-band" aria-label="Carrier partners">
      <div className="ed-container carriers">
        {CARRIERS.map((c) => (
          <span key={c} className="carrier">
            {c}
          </span>
        ))}
      </div>
    </section>
  );
}

const PERSONAL_SHIPPING_URL = 'https://personal.exportdesk.example/';

/** "'Ship to a customer' … goes to /login when it ends. 'Ship to a friend' … goes to an external personal-shipping site." */
export function Videos() {
  const navigate = useNavigate();
  return (
    <section className="landing-section">
      <div className="ed-container">
        <h2>Two ways to ship</h2>
        <div className="cards-2">
          <button type="button" className="video-card" onClick={() => navigate('/login')}>
            <span className="video-card__play" aria-hidden="true">
              ▶
            </span>
            <strong>Ship to a customer</strong>
            <span>Exports for your business, with every customs document prepared.</span>
          </button>
          <button
            type="button"
            className="video-card video-card--alt"
            onClick={() => window.location.assign(PERSONAL_SHIPPING_URL)}
          >
            <span className="video-card__play" aria-hidden="true">
              ▶
            </span>
            <strong>Ship to a friend</strong>
            <span>Personal parcels to family and friends abroad.</span>
          </button>
        </div>
      </div>
    </section>
  );
}

const WHY = [
  [
    'Compare every carrier',
    'India Post EMS, air parcel and tracked packets beside DHL, Aramex and FedEx, in one view.',
  ],
  [
    'Paperwork done for you',
    'Postal bills of export, CN22/CN23, EDF, invoices, packing lists and labels from one entry.',
  ],
  ['Pickup at your door', 'First-mile pickup from 100+ cities straight to the foreign post office.'],
  ['Built for scale', 'Bulk Excel upload, a REST API and a CLI for teams shipping thousands of parcels.'],
];

export function Why() {
  return (
    <section className="landing-section landing-section--tint">
      <div className="ed-container">
        <h2>Why ExportDesk</h2>
        <div className="feature-grid">
          {WHY.map(([t, d]) => (
            <div key={t} className="feature">
              <h3>{t}</h3>
              <p>{d}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

export function Clients() {
  return (
    <section className="landing-section">
      <div className="ed-container">
        <h2>Trusted by 4000+ exporters</h2>
        <div className="carriers">
          {[
            'Handloom houses',
            'Jewellery exporters',
            'Ayurveda brands',
            'Marketplace sellers',
            'Art & craft studios',
          ].map((c) => (
            <span key={c} className="carrier carrier--soft">
              {c}
            </span>
          ))}
        </div>
      </div>
    </section>
  );
}

const QUOTES = [
  ['“Our PBE paperwork went from a day to ten minutes.”', 'Meera, handloom exporter, Jaipur'],
  ['“Rate comparison alone pays for the plan every month.”', 'Arjun, marketplace seller, Pune'],
  ['“Pickups and tracking in one place. Our CHA loves it.”', 'Fatima, jewellery exporter, Mumbai'],
];

export function Testimonials() {
  return (
    <section className="landing-section landing-section--tint">
      <div className="ed-container">
        <h2>What our clients say</h2>
        <div className="feature-grid">
          {QUOTES.map(([q, who]) => (
            <figure key={who} className="feature quote">
              <blockquote>{q}</blockquote>
              <figcaption>{who}</figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}

const STEPS = [
  'Register',
  'Upload basic documents',
  'Compare rates',
  'Generate documents',
  'Prepare dispatch',
  'Hand over or book a pickup',
  'Export',
];

export function HowTo() {
  return (
    <section className="landing-section">
      <div className="ed-container">
        <h2>How to use it — 7 steps</h2>
        <ol className="steps">
          {STEPS.map((s, i) => (
            <li key={s}>
              <span>{i + 1}</span>
              {s}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

const SERVICES = [
  ['Services', 'Rate calculator, Ship Abroad booking, pickups, tracking and scanning at the counter.'],
  [
    'Application features',
    'Bulk upload, marketplace imports, inventory, templates and live document alerts.',
  ],
  ['Paperwork', 'PBE, CSB, CN22/CN23, EDF, MEIS and GST return data for exports.'],
  ['Mobile apps', 'Track and scan on the go with our Android and iOS apps.'],
  ['Partner coordination', 'CHAs, agents and the foreign post office work on the same docket.'],
];

export function Services() {
  return (
    <section className="landing-section landing-section--tint">
      <div className="ed-container">
        <div className="feature-grid">
          {SERVICES.map(([t, d]) => (
            <div key={t} className="feature">
              <h3>{t}</h3>
              <p>{d}</p>
            </div>
          ))}
        </div>
        <div className="ed-row" style={{ marginTop: 20 }}>
          <a
            className="ed-btn ed-btn--secondary"
            href="https://play.google.com/store"
            target="_blank"
            rel="noopener noreferrer"
          >
            Get it on Android
          </a>
          <a
            className="ed-btn ed-btn--secondary"
            href="https://apps.apple.com/"
            target="_blank"
            rel="noopener noreferrer"
          >
            Download for iOS
          </a>
        </div>
      </div>
    </section>
  );
}

export function ApiTeaser() {
  return (
    <section className="landing-section">
      <div className="ed-container api">
        <div>
          <h2>Integrate with our API</h2>
          <p className="ed-muted">
            Push orders from your store or ERP. Two inputs get you started: <code>invoiceNo</code> (string)
            and <code>goodsDetails</code> (array).
          </p>
        </div>
        <pre className="api__code" aria-label="API example">{`POST /api/v1/client/saveorderdata
{
  "invoiceNo": "INV-2026-0042",
  "goodsDetails": [
    { "description": "Cotton scarf", "hsnCode": "62142000", "quantity": 2 }
  ]
}`}</pre>
      </div>
    </section>
  );
}

const CITIES = [
  'Delhi',
  'Mumbai',
  'Jaipur',
  'Bengaluru',
  'Chennai',
  'Kolkata',
  'Pune',
  'Ahmedabad',
  'Hyderabad',
  'Surat',
  'Moradabad',
  'Ludhiana',
];

/** "A map of pickup and office cities is drawn shortly after load." (500 ms) */
export function Cities() {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setDrawn(true), 500);
    return () => clearTimeout(t);
  }, []);
  return (
    <section className="landing-section landing-section--tint" aria-label="Pickup and office cities">
      <div className="ed-container">
        <h2>Pickup and office cities</h2>
        <div className="carriers">
          {drawn &&
            CITIES.map((c) => (
              <span key={c} className="carrier carrier--soft">
                {c}
              </span>
            ))}
        </div>
      </div>
    </section>
  );
}

/** Everything between the hero and the contact form: one chunk, loaded after the hero is up. */
export function BelowTheFold() {
  return (
    <>
      <Carriers />
      <Videos />
      <Why />
      <Clients />
      <Testimonials />
      <HowTo />
      <Services />
      <ApiTeaser />
      <Cities />
    </>
  );
}
