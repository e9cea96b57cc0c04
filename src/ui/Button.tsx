import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import styles from './Button.module.css';

export interface ButtonProps {
  children: ReactNode;
  type?: 'button' | 'submit';
  variant?: 'primary' | 'secondary' | 'danger';
  onPress?: () => void;
  /** While a request runs: disabled and marked pending (a second click never sends twice). */
  isPending?: boolean;
  isDisabled?: boolean;
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
