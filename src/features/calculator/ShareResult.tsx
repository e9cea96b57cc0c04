import { useState } from 'react';
import { Button } from '../../ui/Button';
import styles from './ShareResult.module.css';

export interface ShareResultProps {
  /** The result's share link path, e.g. /ergebnis/DE-1/-1.5_-1.2_-1.6 */
  path: string;
  /** The total as shown, for the text a messenger puts beside the link, e.g. „6,9 t“. */
  total: string;
}

type Outcome = 'shared' | 'copied' | 'manual' | null;

/**
 * „Ergebnis teilen“ (issue 26 §3): the phone's share sheet where there is one, otherwise the link is copied. When
 * neither works the link is shown to copy by hand. The link carries the sums only (see sharedResult.ts).
 */
export function ShareResult({ path, total }: ShareResultProps) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sharedPath, setSharedPath] = useState(path);
  const url = `${typeof location === 'undefined' ? '' : location.origin}${path}`;
  // A new answer makes a new link: what was said about the old one no longer holds.
  if (sharedPath !== path) {
    setSharedPath(path);
    setOutcome(null);
  }

  async function share() {
    const text = `Mein CO₂-Fußabdruck: ${total} im Jahr. Wie viel ist es bei dir?`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: 'Mein CO₂-Fußabdruck', text, url });
        setOutcome('shared');
        return;
      } catch (error) {
        // Closing the share sheet is no failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('manual');
    }
  }

  return (
    <div className={styles.share}>
      <Button variant="secondary" onPress={() => void share()}>
        Ergebnis teilen
      </Button>
      <p className={styles.note}>Geteilt werden nur die Summen – keine Antworten und nichts über dich.</p>
      <p role="status" className={styles.status}>
        {outcome === 'copied' ? 'Link kopiert. Füge ihn ein, wo du ihn teilen möchtest.' : null}
        {outcome === 'shared' ? 'Geteilt.' : null}
        {outcome === 'manual' ? 'Kopieren ging nicht – markiere den Link und kopiere ihn selbst:' : null}
      </p>
      {outcome === 'copied' || outcome === 'manual' ? (
        <a className={styles.link} href={path}>
          {url}
        </a>
      ) : null}
    </div>
  );
}
