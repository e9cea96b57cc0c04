import { useRef, type ReactNode } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import { useCheckboxChosenBeforeHydration } from '../ssr/inputBeforeHydrationHooks';
import styles from './Checkbox.module.css';

export interface CheckboxProps {
  /** The field's name in the form. */
  name: string;
  /** Ticked. */
  isSelected: boolean;
  /** Called with the new state. */
  onChange: (isSelected: boolean) => void;
  /** Not operable. */
  isDisabled?: boolean;
  /** The label; all of it is the target. */
  children: ReactNode;
}

/** A react-aria checkbox with its label; the box shows a tick when selected. */
export function Checkbox({ name, isSelected, onChange, isDisabled, children }: CheckboxProps) {
  const input = useRef<HTMLInputElement>(null);
  useCheckboxChosenBeforeHydration(input, onChange);
  return (
    <AriaCheckbox
      className={styles.checkbox}
      name={name}
      isSelected={isSelected}
      onChange={onChange}
      isDisabled={isDisabled}
      inputRef={input}
    >
      <span className={styles.box} aria-hidden="true">
        <svg viewBox="0 0 16 16" className={styles.tick}>
          <polyline points="3 8.5 6.5 12 13 4.5" />
        </svg>
      </span>
      <span>{children}</span>
    </AriaCheckbox>
  );
}
