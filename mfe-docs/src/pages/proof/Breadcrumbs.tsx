import { Link } from 'react-router-dom';

export interface Crumb {
  label: string;
  to?: string;
}

/** The page's trail (001 §2.5, §2.6, §6); the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="proof-crumbs">
      <ol>
        {items.map((c, i) => (
          <li key={`${c.label}-${i}`}>
            {c.to && i < items.length - 1 ? (
              <Link to={c.to}>{c.label}</Link>
            ) : (
              <span aria-current={i === items.length - 1 ? 'page' : undefined}>{c.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export const HOME: Crumb = { label: 'Home', to: '/home' };
export const MY_PBE: Crumb = { label: 'My PBE', to: '/pbe' };
export const MANAGE_DOCS: Crumb = { label: 'Manage Docs', to: '/dashboard' };
export const EXPORT_PROOF_DOCS: Crumb = { label: 'Export Proof Docs', to: '/exportProof/1' };
