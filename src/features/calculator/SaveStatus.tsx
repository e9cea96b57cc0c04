import { Button } from 'react-aria-components';
import type { SaveState } from './calculatorStore';
import styles from './SaveStatus.module.css';

export interface SaveStatusProps {
  save: SaveState;
  /** Unsaved changes are waiting for the save that follows shortly after the last change. */
  dirty: boolean;
  onRetry: () => void;
}

/** Whether a signed-in viewer's result is in their account. */
export function SaveStatus({ save, dirty, onRetry }: SaveStatusProps) {
  if (save === 'failed') {
    return (
      <div className={styles.failed} role="alert">
        <p className={styles.text}>Dein Ergebnis ist noch nicht gespeichert.</p>
        <Button className={styles.retry} onPress={onRetry}>
          Erneut speichern
        </Button>
      </div>
    );
  }
  const text = save === 'saving' || dirty ? 'Wird gespeichert …' : 'In deinem Konto gespeichert.';
  return (
    <p className={styles.status} role="status">
      {text}
    </p>
  );
}
