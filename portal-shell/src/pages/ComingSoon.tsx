import { Link } from 'react-router-dom';
import { PageHeader } from '@exportdesk/portal-kit';

/** A page of the route table whose section has not shipped it yet. */
export function ComingSoon({ title }: { title: string }) {
  const t = title.charAt(0).toUpperCase() + title.slice(1);
  return (
    <>
      <PageHeader title={t} />
      <div className="ed-card ed-empty" data-testid="coming-soon">
        <h2 style={{ color: 'var(--ed-text)' }}>Coming soon</h2>
        <p>
          This page is on its way. Meanwhile, head back <Link to="/home">home</Link>.
        </p>
      </div>
    </>
  );
}
