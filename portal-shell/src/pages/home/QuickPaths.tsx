import { Link } from 'react-router-dom';
import {
  docketPagePath,
  docketState,
  formatDateDMY,
  quickActionsFor,
  type DocketListItem,
  type Principal,
} from '@exportdesk/core';
import { FailureAlert } from '@exportdesk/portal-kit';
import { useRecentDockets } from './useRecentDockets';
import './home.css';

/** The things an exporter does every day, one click from home (issue 27 item 3). */
export function QuickActions({
  principal,
  defaultCarrier,
}: {
  principal: Principal;
  defaultCarrier?: string;
}) {
  const actions = quickActionsFor(principal, { defaultCarrier });
  if (!actions.length) return null;
  return (
    <nav className="home-quick" aria-label="Quick actions">
      <ul>
        {actions.map((a) => (
          <li key={a.label}>
            <Link className="ed-btn ed-btn--secondary" to={a.to}>
              {a.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function DocketLine({ d }: { d: DocketListItem }) {
  const state = docketState(d);
  return (
    <li className="home-recent__item" data-testid="recent-docket">
      {/* the documents page takes its docket from the address (core's docketPagePath) */}
      <Link to={docketPagePath(d.tempSBill)} className="home-recent__docket">
        {d.tempSBill}
      </Link>
      <span className="ed-muted home-recent__meta">
        {d.type} · {d.boxes} {d.boxes === 1 ? 'box' : 'boxes'} · {formatDateDMY(new Date(d.createdAt))}
      </span>
      <span className={`ed-badge home-recent__state${state.filed ? ' is-filed' : ''}`}>{state.label}</span>
    </li>
  );
}

/** The user's last five dockets with their state, newest first, and the way to all of them. */
export function RecentDockets() {
  const { allowed, dockets, failure, retry } = useRecentDockets();
  if (!allowed) return null;
  return (
    <section className="ed-card home-recent" aria-labelledby="home-recent-title">
      <div className="home-recent__head">
        <h2 id="home-recent-title">Recent dockets</h2>
        <Link to="/pbe">View all</Link>
      </div>
      {failure ? (
        <FailureAlert failure={failure} onRetry={retry} />
      ) : !dockets ? (
        <p className="ed-muted">Loading…</p>
      ) : dockets.length === 0 ? (
        <p className="ed-muted">No dockets yet. Upload your orders to make your first one.</p>
      ) : (
        <ol className="home-recent__list">
          {dockets.map((d) => (
            <DocketLine key={d.tempSBill} d={d} />
          ))}
        </ol>
      )}
    </section>
  );
}
