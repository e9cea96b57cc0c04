import { FieldError, Input, Label, NumberField, Text } from 'react-aria-components';
import styles from './TextField.module.css';

export interface AmountFieldProps {
  label: string;
  /** The amount in euros; null while the field is empty. */
  value: number | null;
  onChange: (value: number | null) => void;
  /** Help text (e.g. the least amount), linked to the input. */
  description?: string;
  /** German error from the form's own check or the server's; shown below the input and marks it invalid. */
  error?: string | null;
  isDisabled?: boolean;
}

const EURO: Intl.NumberFormatOptions = { style: 'currency', currency: 'EUR' };

/**
 * A labelled euro amount (react-aria NumberField), looking like TextField: typed as „40“ or „12,50“, shown as „40,00 €“
 * once the field is left. Label, help text and German error are tied to the input for screen readers; the form checks
 * the amount (e.g. amountError), the field only refuses what is no number.
 */
export function AmountField({ label, value, onChange, description, error, isDisabled }: AmountFieldProps) {
  return (
    <NumberField
      className={`${styles.field} ${styles.amount}`}
      value={value ?? NaN}
      onChange={(next) => onChange(Number.isNaN(next) ? null : next)}
      minValue={0}
      step={0.01}
      formatOptions={EURO}
      isInvalid={Boolean(error)}
      isDisabled={isDisabled}
      validationBehavior="aria"
    >
      <Label className={styles.label}>{label}</Label>
      <Input className={styles.input} />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{error}</FieldError>
    </NumberField>
  );
}
