import { useRef } from 'react';
import { FieldError, Input, Label, Text, TextField as AriaTextField } from 'react-aria-components';
import { useTypedBeforeHydration } from '../ssr/inputBeforeHydrationHooks';
import styles from './TextField.module.css';

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  /** German field error from the form's own check; shown below the input and marks it invalid. */
  error?: string | null;
  /** Help text (e.g. the password policy), linked to the input. */
  description?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
}

/** A labelled text input (react-aria): label, help text and German error are tied to the input for screen readers. */
export function TextField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  autoComplete,
  error,
  description,
  isRequired,
  isDisabled,
}: TextFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, onChange);
  return (
    <AriaTextField
      className={styles.field}
      name={name}
      type={type}
      value={value}
      onChange={onChange}
      autoComplete={autoComplete}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
    >
      <Label className={styles.label}>{label}</Label>
      <Input ref={input} className={styles.input} />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{error}</FieldError>
    </AriaTextField>
  );
}
