import { useContext, useRef, type ComponentProps } from 'react';
import { FieldError, Label, Text, TextArea, TextAreaContext, TextField as AriaTextField } from 'react-aria-components';
import { useTypedBeforeHydration } from '../ssr/inputBeforeHydrationHooks';
import styles from './TextField.module.css';

/** With `ref`: TextArea is a forwardRef component. */
type TextAreaProps = ComponentProps<typeof TextArea>;

export interface TextAreaFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** German field error; shown below the text area and marks it invalid. */
  error?: string | null;
  description?: string;
  rows?: number;
  isRequired?: boolean;
  isDisabled?: boolean;
}

/** A labelled multi-line text input (react-aria), styled like TextField. */
export function TextAreaField({
  label,
  name,
  value,
  onChange,
  error,
  description,
  rows = 6,
  isRequired,
  isDisabled,
}: TextAreaFieldProps) {
  const textArea = useRef<HTMLTextAreaElement>(null);
  useTypedBeforeHydration(textArea, onChange);
  return (
    <AriaTextField
      className={styles.field}
      name={name}
      value={value}
      onChange={onChange}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
    >
      <Label className={styles.label}>{label}</Label>
      <TextAreaWithoutType ref={textArea} className={`${styles.input} ${styles.textarea}`} rows={rows} />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{error}</FieldError>
    </AriaTextField>
  );
}

/**
 * react-aria's TextField takes its input for an <input> until a ref shows it a <textarea>, and hands it `type="text"`
 * meanwhile: the server (prerendered /kontakt) wrote `<textarea type="text">`, which is not valid HTML. The field's
 * props reach the TextArea through TextAreaContext; this passes them on without `type`.
 */
function TextAreaWithoutType(props: TextAreaProps) {
  const { type: _type, ...fromField } = (useContext(TextAreaContext) ?? {}) as TextAreaProps & { type?: string };
  return (
    <TextAreaContext.Provider value={fromField}>
      <TextArea {...props} />
    </TextAreaContext.Provider>
  );
}
