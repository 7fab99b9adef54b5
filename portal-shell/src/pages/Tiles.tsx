import { Link } from 'react-router-dom';
import type { Tile } from '@exportdesk/core';

export function Tiles({ tiles, label }: { tiles: Tile[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="ed-tiles" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {tiles.map((t) => (
          <li key={t.title}>
            <Link to={t.to} className="ed-tile" data-testid="tile">
              <span className="ed-tile__icon" aria-hidden="true">
                {t.title.slice(0, 1)}
              </span>
              <h3>{t.title}</h3>
              <p>{t.description}</p>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
