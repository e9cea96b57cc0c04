import type { ReactNode } from 'react';
import { Radio } from 'react-aria-components';
import styles from './RadioCard.module.css';

export interface RadioCardProps {
  /** The value the surrounding react-aria RadioGroup reports when this card is chosen. */
  value: string;
  /** The choice in a few words, e.g. „Wunschabo“. */
  title: ReactNode;
  /** One line under the title: what the choice means, e.g. „Monatlich, Betrag frei wählbar“. */
  text?: ReactNode;
  isDisabled?: boolean;
}

/** One choice of a react-aria RadioGroup as a card: title, a line under it, the chosen card in brand green. */
export function RadioCard({ value, title, text, isDisabled }: RadioCardProps) {
  return (
    <Radio value={value} className={styles.card} isDisabled={isDisabled}>
      <span className={styles.title}>{title}</span>
      {text ? (
        <>
          {' '}
          <span className={styles.text}>{text}</span>
        </>
      ) : null}
    </Radio>
  );
}

/** The cards of one group side by side, as many per row as fit (each at least 12rem), one per row on a phone. */
export function RadioCardList({ children }: { children: ReactNode }) {
  return <div className={styles.list}>{children}</div>;
}
