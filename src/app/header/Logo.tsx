import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../server/core/domain/product';
import { LeafIcon } from './icons';
import styles from './Logo.module.css';

export interface LogoProps {
  /** Called when the logo is followed (the narrow menu closes itself). */
  onNavigate?: () => void;
}

/** The product name as a link to the start page. */
export function Logo({ onNavigate }: LogoProps) {
  return (
    <Link to="/" className={styles.logo} onClick={onNavigate}>
      <LeafIcon className={styles.mark} />
      <span className={styles.name}>{PRODUCT_NAME}</span>
    </Link>
  );
}
