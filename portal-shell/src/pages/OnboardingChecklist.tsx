import { Link } from 'react-router-dom';
import { ACCOUNT_EXTRA_CONTRACTS, can, ONBOARDING_MSG } from '@exportdesk/core';
import { callContract, useApiQuery, useAuth } from '@exportdesk/portal-kit';
import './onboarding.css';

/**
 * A new exporter's first-login checklist on /home (issue 18): the landing page's steps, each
 * ticked by the API from what the exporter has done. Shown to exporters until every step is done.
 */
export function OnboardingChecklist() {
  const { principal } = useAuth();
  const allowed = !!principal && can(principal, 'onboarding.checklist');
  const q = useApiQuery(
    ['onboarding', 'checklist'],
    (signal) => callContract(ACCOUNT_EXTRA_CONTRACTS.onboardingChecklist, {}, signal),
    { enabled: allowed },
  );
  const list = q.data;
  // Nothing to show to other roles, while loading, on a failure (the home page stays usable) or once complete.
  if (!allowed || !list || list.complete) return null;
  return (
    <section
      className="ed-card onboarding"
      aria-labelledby="onboarding-title"
      data-testid="onboarding-checklist"
    >
      <h2 id="onboarding-title" className="onboarding__title">
        {ONBOARDING_MSG.title}
      </h2>
      <p className="ed-muted onboarding__progress">{ONBOARDING_MSG.progress(list.done, list.total)}</p>
      <ol className="onboarding__steps">
        {list.steps.map((s) => (
          <li
            key={s.id}
            className={`onboarding__step${s.done ? ' is-done' : ''}`}
            data-step={s.id}
            data-done={s.done}
          >
            <span className="onboarding__mark" aria-hidden="true">
              {s.done ? '✓' : ''}
            </span>
            <span className="onboarding__text">
              {s.done ? <strong>{s.title}</strong> : <Link to={s.to}>{s.title}</Link>}
              <span className="ed-sr-only">{s.done ? ' (done)' : ' (to do)'}</span>
              <span className="ed-muted onboarding__hint">{s.hint}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
