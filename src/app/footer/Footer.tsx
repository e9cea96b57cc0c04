import { Link } from 'react-router-dom';
import { META_LINKS } from '../../content/navigation';

/** Placeholder footer; the full footer replaces it. */
export function Footer() {
  return (
    <footer>
      <nav aria-label="Rechtliches">
        {META_LINKS.map((l) => (
          <Link key={l.to} to={l.to}>
            {l.label}
          </Link>
        ))}
      </nav>
    </footer>
  );
}
