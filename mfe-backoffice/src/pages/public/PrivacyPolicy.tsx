import { PageHeader } from '@exportdesk/portal-kit';
import { PRIVACY_SECTIONS } from './privacySections';
import { useNoIndex } from './useNoIndex';
import './public.css';

/** Privacy policy (002 §2.15), public, static, 15 numbered sections, noindex. */
export default function PrivacyPolicy() {
  useNoIndex();
  return (
    <div className="bo-policy">
      <PageHeader
        title="Privacy Policy"
        subtitle="How ExportDesk collects, uses and protects your information."
      />
      <ol className="ed-card" aria-label="Privacy policy sections" data-testid="privacy-sections">
        {PRIVACY_SECTIONS.map((s, i) => (
          <li key={s.title}>
            <section aria-labelledby={`privacy-${i + 1}`}>
              <h2 id={`privacy-${i + 1}`}>
                {i + 1}. {s.title}
              </h2>
              {s.paragraphs.map((p) => (
                <p key={p.slice(0, 40)}>{p}</p>
              ))}
            </section>
          </li>
        ))}
      </ol>
    </div>
  );
}
