import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import styles from './Button.module.css';

export interface ButtonProps {
  /** The label: a verb saying what happens („Spenden“, „Speichern“). */
  children: ReactNode;
  /** `submit` sends the surrounding form. Default `button`. */
  type?: 'button' | 'submit';
  /** `primary` for a page's main action, `secondary` beside it, `danger` for what cannot be undone. Default `primary`. */
  variant?: 'primary' | 'secondary' | 'danger';
  /** Called on click, tap, Enter or Space. */
  onPress?: () => void;
  /** While a request runs: disabled and marked pending (a second click never sends twice). */
  isPending?: boolean;
  /** Not available now. */
  isDisabled?: boolean;
  /** react-aria slot, e.g. `close` inside a dialog. */
  slot?: string;
}

/** The app's button (react-aria): visible focus ring, disabled while its request runs. */
export function Button({
  children,
  type = 'button',
  variant = 'primary',
  onPress,
  isPending = false,
  isDisabled = false,
  slot,
}: ButtonProps) {
  return (
    <AriaButton
      className={styles.button}
      data-variant={variant}
      type={type}
      onPress={onPress}
      isDisabled={isDisabled || isPending}
      isPending={isPending}
      slot={slot}
    >
      {children}
    </AriaButton>
  );
}
