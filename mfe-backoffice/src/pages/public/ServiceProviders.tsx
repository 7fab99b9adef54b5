import { useState, type KeyboardEvent } from 'react';
import { PageHeader } from '@exportdesk/portal-kit';
import { SERVICE_PROVIDERS } from './serviceProviders';
import './public.css';

/**
 * Service providers (002 §2.14), public. A carousel that moves only when asked (no autoplay, so
 * nothing slides away while someone reads): Previous / Next buttons, one dot per company, and the
 * arrow keys, Home and End while focus is inside it. Slides that are not shown are hidden from
 * assistive technology.
 */
export default function ServiceProviders() {
  const [index, setIndex] = useState(0);
  const count = SERVICE_PROVIDERS.length;
  const go = (i: number) => setIndex((i + count) % count);
  const onKey = (e: KeyboardEvent) => {
    const to = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    go(to);
  };
  return (
    <>
      <PageHeader
        title="Service Providers"
        subtitle="Partner logistics companies offering pickup and customs clearance."
      />
      <section
        className="ed-card bo-carousel"
        aria-roledescription="carousel"
        aria-label="Partner logistics companies"
        onKeyDown={onKey}
        data-testid="provider-carousel"
      >
        <button
          type="button"
          className="ed-icon-btn bo-carousel__nav bo-carousel__nav--prev"
          aria-label="Previous company"
          onClick={() => go(index - 1)}
        >
          ‹
        </button>
        <div aria-live="polite">
          {SERVICE_PROVIDERS.map((p, i) => (
            <article
              key={p.name}
              className="bo-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}: ${p.name}`}
              hidden={i !== index}
            >
              <h2>{p.name}</h2>
              <p className="ed-muted">{p.city}</p>
              <ul>
                {p.services.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
              <dl className="bo-contact">
                <dt>Contact</dt>
                <dd>{p.contactPerson}</dd>
                <dt>Phone</dt>
                <dd>
                  <a href={`tel:${p.phone.replace(/\s/g, '')}`}>{p.phone}</a>
                </dd>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${p.email}`}>{p.email}</a>
                </dd>
                <dt>Address</dt>
                <dd>{p.address}</dd>
              </dl>
            </article>
          ))}
        </div>
        <button
          type="button"
          className="ed-icon-btn bo-carousel__nav bo-carousel__nav--next"
          aria-label="Next company"
          onClick={() => go(index + 1)}
        >
          ›
        </button>
        <div className="bo-carousel__dots">
          {SERVICE_PROVIDERS.map((p, i) => (
            <button
              key={p.name}
              type="button"
              className="bo-carousel__dot"
              aria-label={`Show ${p.name}`}
              aria-current={i === index}
              onClick={() => go(i)}
            />
          ))}
        </div>
      </section>
    </>
  );
}
