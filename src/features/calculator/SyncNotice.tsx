import type { CalculatorLocalState } from './calculatorStore';
import styles from './SyncNotice.module.css';

export interface SyncNoticeProps {
  sync: CalculatorLocalState['sync'];
  loadFailed: boolean;
}

/** What happens with a signed-in viewer's saved result (spec §4 sync states); nothing once it is settled. */
export function SyncNotice({ sync, loadFailed }: SyncNoticeProps) {
  let text: string | null = null;
  if (sync === 'undefined') text = 'Der Rechner wird vorbereitet …';
  else if (sync === 'querying') text = 'Dein gespeichertes Ergebnis wird geladen …';
  else if (sync === 'restoredFromCache') text = 'Wir übernehmen dein Ergebnis aus diesem Browser in dein Konto …';
  else if (loadFailed)
    text = 'Dein gespeichertes Ergebnis konnte gerade nicht geladen werden. Du kannst trotzdem rechnen.';
  return (
    <p
      className={loadFailed && sync === 'initialized' ? `${styles.notice} ${styles.warning}` : styles.notice}
      role="status"
    >
      {text}
    </p>
  );
}
