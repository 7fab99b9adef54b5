import { lazy, Suspense, useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { landingPath } from '@exportdesk/core';
import { rememberTarget, TrackingBox, useAuth } from '@exportdesk/portal-kit';
import { Navbar } from '../layout/Navbar';
import { Footer } from '../layout/Footer';
import { ContactForm } from './LazyContactForm';
import '../layout/layout.css';
import './landing.css';

// Below the fold: its own chunk, so the hero and the tracking box are interactive sooner.
const BelowTheFold = lazy(() => import('./LandingSections').then((m) => ({ default: m.BelowTheFold })));

/** The public landing page (000 §2.2). A signed-in user goes to /pbe (customs) or /home. */
export function Landing() {
  const { principal } = useAuth();
  useEffect(() => {
    document.title = 'ExportDesk — ship parcels abroad and prepare export paperwork';
  }, []);
  if (principal) return <Navigate to={landingPath(principal)} replace />;
  return (
    <div className="shell">
      <Navbar />
      <main id="main">
        <section className="hero">
          <div className="ed-container hero__grid">
            <div>
              <span className="ed-badge">India Post · Couriers · Customs paperwork</span>
              <h1>
                Ship parcels abroad. <span className="hero__accent">Skip the paperwork.</span>
              </h1>
              <p className="hero__lead">
                Compare postage and courier rates, book pickups and generate every export document — PBE,
                CN22/CN23, EDF, invoices and labels — for 175+ countries, trusted by 4000+ exporters.
              </p>
              <div className="ed-row">
                <a className="ed-btn ed-btn--primary" href="/login">
                  Start shipping
                </a>
                <a className="ed-btn ed-btn--secondary" href="#contact">
                  Talk to us
                </a>
                {/* The calculator is a guarded route (000 §2.1): visitors go through login and land on it. */}
                <a
                  className="ed-btn ed-btn--ghost"
                  href="/login"
                  onClick={() => rememberTarget('/ratecalculator/new')}
                >
                  Check postage rates
                </a>
              </div>
              <dl className="hero__stats">
                <div>
                  <dt>175+</dt>
                  <dd>countries</dd>
                </div>
                <div>
                  <dt>4000+</dt>
                  <dd>clients</dd>
                </div>
                <div>
                  <dt>1 day</dt>
                  <dd>reply time</dd>
                </div>
              </dl>
            </div>
            <div className="ed-card hero__track" id="track">
              <h2>Track your parcel</h2>
              <p className="ed-muted">India Post and courier tracking numbers, 13 or 14 characters.</p>
              <TrackingBox />
            </div>
          </div>
        </section>
        {/* A screen-high placeholder while the sections load: no layout jump, and the contact
            form below stays off screen (it loads when it comes near, see LazyContactForm). */}
        <Suspense fallback={<div style={{ minHeight: '100vh' }} aria-hidden="true" />}>
          <BelowTheFold />
        </Suspense>
        <section className="landing-section" id="contact">
          <div className="ed-container contact__grid">
            <div>
              <h2>Get in touch</h2>
              <p className="ed-muted">
                We reply within 1 business day. Support hours: Monday to Saturday, 10:00 to 20:00.
              </p>
            </div>
            <div className="ed-card">
              <ContactForm />
            </div>
          </div>
        </section>
      </main>
      <Footer />
    </div>
  );
}
