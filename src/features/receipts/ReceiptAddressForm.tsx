import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { serverErrorsOf } from '../../relay/requestFailure';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { requestErrorMessage } from '../privacy/requestErrorMessage';
import styles from './ReceiptsSection.module.css';
import { useUpdateAddress } from './useUpdateAddress';

type Field = 'street' | 'zip' | 'place' | 'country';
type Errors = Partial<Record<Field, string>>;

const SAVE_FAILED = 'Deine Anschrift konnte gerade nicht gespeichert werden. Bitte versuche es noch einmal.';
const REQUIRED: Record<Exclude<Field, 'country'>, string> = {
  street: 'Bitte gib Straße und Hausnummer ein.',
  zip: 'Bitte gib deine Postleitzahl ein.',
  place: 'Bitte gib deinen Ort ein.',
};

export interface ReceiptAddressFormProps {
  /** Called once the address is saved: the receipts can be issued now. */
  onSaved: () => void;
}

/**
 * A receipt names the donor with their postal address (§ 50 EStDV): asked for here, in place, before the first
 * receipt, and saved to the profile. German errors at the fields, from this form and from the server.
 */
export function ReceiptAddressForm({ onSaved }: ReceiptAddressFormProps) {
  const { save, isPending } = useUpdateAddress();
  const [values, setValues] = useState<Record<Field, string>>({
    street: '',
    zip: '',
    place: '',
    country: 'Deutschland',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const missing: Errors = {};
    for (const [field, message] of Object.entries(REQUIRED) as [Field, string][])
      if (!values[field].trim()) missing[field] = message;
    setErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length > 0) return;
    try {
      await save(values);
      onSaved();
    } catch (error) {
      const fromServer = fieldErrorsOf(error);
      setErrors(fromServer);
      if (Object.keys(fromServer).length === 0) setFailure(requestErrorMessage(error, SAVE_FAILED));
    }
  }

  return (
    <Form
      className={styles.addressForm}
      aria-labelledby="beleg-anschrift"
      onSubmit={handleSubmit}
      validationBehavior="aria"
    >
      <h3 id="beleg-anschrift" className={styles.subTitle}>
        Deine Anschrift für die Bestätigungen
      </h3>
      <p className={styles.note}>
        Eine Zuwendungsbestätigung nennt deinen Namen und deine Anschrift. Wir speichern sie in deinem Profil.
      </p>
      <TextField
        label="Straße und Hausnummer"
        name="street"
        autoComplete="street-address"
        value={values.street}
        onChange={set('street')}
        error={errors.street}
        isRequired
      />
      <div className={styles.zipPlace}>
        <TextField
          label="Postleitzahl"
          name="zip"
          autoComplete="postal-code"
          value={values.zip}
          onChange={set('zip')}
          error={errors.zip}
          isRequired
        />
        <TextField
          label="Ort"
          name="place"
          autoComplete="address-level2"
          value={values.place}
          onChange={set('place')}
          error={errors.place}
          isRequired
        />
      </div>
      <TextField
        label="Land"
        name="country"
        autoComplete="country-name"
        value={values.country}
        onChange={set('country')}
        error={errors.country}
      />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Button type="submit" isPending={isPending}>
        {isPending ? 'Wird gespeichert …' : 'Anschrift speichern'}
      </Button>
    </Form>
  );
}

/** The server's field errors of updateAddress (fields address.street …) for this form. */
function fieldErrorsOf(error: unknown): Errors {
  const errors: Errors = {};
  for (const e of serverErrorsOf(error)) {
    for (const [path, message] of Object.entries((e.extensions?.fields as Record<string, string> | undefined) ?? {})) {
      const field = path.replace(/^address\./, '') as Field;
      if (['street', 'zip', 'place', 'country'].includes(field)) errors[field] ??= message;
    }
  }
  return errors;
}
