import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Form } from 'react-aria-components';
import type { EditProfileForm_user$key } from '../../__generated__/EditProfileForm_user.graphql';
import { useLoadingWhile } from '../../app/feedback/globalLoading';
import { formatDate } from '../../format/date';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { TextField } from '../../ui/TextField';
import {
  checkProfileValues,
  parseGermanDate,
  serverFieldErrors,
  type ProfileErrors,
  type ProfileField,
  type ProfileValues,
} from './profileForm';
import styles from './ProfileForm.module.css';
import { useUpdateOrderMails } from './useUpdateOrderMails';
import { useUpdateReceiptMails } from './useUpdateReceiptMails';
import { useUpdateProfile } from './useUpdateProfile';

export interface EditProfileFormProps {
  user: EditProfileForm_user$key;
  /** After a successful save (the page then goes back to the profile). */
  onSaved: () => void;
}

/** Profil bearbeiten: name, company, birth date, address and the order mails; German field errors, also the server's. */
export function EditProfileForm({ user, onSaved }: EditProfileFormProps) {
  const u = useFragment(
    graphql`
      fragment EditProfileForm_user on User {
        salutation
        firstName
        lastName
        companyName
        birthdate
        orderMailsEnabled
        receiptMailsEnabled
        address {
          street
          zip
          place
          country
        }
      }
    `,
    user,
  );
  const [values, setValues] = useState<ProfileValues>(() => ({
    salutation: u.salutation ?? '',
    firstName: u.firstName,
    lastName: u.lastName,
    companyName: u.companyName ?? '',
    birthdate: u.birthdate ? formatDate(u.birthdate) : '',
    street: u.address?.street ?? '',
    zip: u.address?.zip ?? '',
    place: u.address?.place ?? '',
    country: u.address?.country ?? '',
  }));
  const [orderMails, setOrderMails] = useState(u.orderMailsEnabled);
  const [receiptMails, setReceiptMails] = useState(u.receiptMailsEnabled);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [failed, setFailed] = useState(false);
  const profile = useUpdateProfile();
  const mails = useUpdateOrderMails();
  const receipts = useUpdateReceiptMails();
  const busy = profile.isPending || mails.isPending || receipts.isPending;
  // Spec §2: the app's full-screen overlay with a message while the profile is saved.
  useLoadingWhile(busy, 'Dein Profil wird gespeichert …');

  const field = (
    name: ProfileField,
    label: string,
    extra: { autoComplete?: string; description?: string; isRequired?: boolean } = {},
  ) => (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      onChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
      error={errors[name]}
      isDisabled={busy}
      {...extra}
    />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailed(false);
    const found = checkProfileValues(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const hasAddress = [values.street, values.zip, values.place, values.country].some((s) => s.trim() !== '');
    try {
      await profile.save({
        firstName: values.firstName,
        lastName: values.lastName,
        salutation: values.salutation || null,
        companyName: values.companyName || null,
        birthdate: parseGermanDate(values.birthdate) ?? null,
        address:
          hasAddress || u.address
            ? { street: values.street, zip: values.zip, place: values.place, country: values.country }
            : null,
      });
      if (orderMails !== u.orderMailsEnabled) await mails.update(orderMails);
      if (receiptMails !== u.receiptMailsEnabled) await receipts.update(receiptMails);
      onSaved();
    } catch (error) {
      const fromServer = serverFieldErrors(error);
      if (Object.keys(fromServer).length > 0) setErrors(fromServer);
      else {
        console.error('[Profil] Speichern fehlgeschlagen', error);
        setFailed(true);
      }
    }
  }

  return (
    <Form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      validationBehavior="aria"
      aria-label="Profil bearbeiten"
    >
      <fieldset className={styles.fieldset}>
        <legend>Person</legend>
        {field('salutation', 'Anrede (optional)', { autoComplete: 'honorific-prefix' })}
        {field('firstName', 'Vorname', { autoComplete: 'given-name', isRequired: true })}
        {field('lastName', 'Nachname', { autoComplete: 'family-name', isRequired: true })}
        {field('companyName', 'Firma (optional)', { autoComplete: 'organization' })}
        {field('birthdate', 'Geburtsdatum (optional)', {
          autoComplete: 'bday',
          description: 'Als TT.MM.JJJJ, z. B. 17.04.1988.',
        })}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>Anschrift</legend>
        {field('street', 'Straße und Hausnummer', { autoComplete: 'street-address' })}
        <div className={styles.pair}>
          {field('zip', 'Postleitzahl', { autoComplete: 'postal-code' })}
          {field('place', 'Ort', { autoComplete: 'address-level2' })}
        </div>
        {field('country', 'Land', { autoComplete: 'country-name' })}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>E-Mails</legend>
        <Checkbox name="orderMails" isSelected={orderMails} onChange={setOrderMails} isDisabled={busy}>
          Schreib mir eine kurze E-Mail, wenn sich bei meinen Bäumen etwas tut (z. B. wenn sie gepflanzt sind).
        </Checkbox>
        <Checkbox name="receiptMails" isSelected={receiptMails} onChange={setReceiptMails} isDisabled={busy}>
          Schick mir im Januar die Sammelbestätigung für das Vorjahr als PDF per E-Mail (Zuwendungsbestätigung für das
          Finanzamt).
        </Checkbox>
      </fieldset>
      {Object.keys(errors).length > 0 ? <Alert tone="error">Bitte prüfe die markierten Felder.</Alert> : null}
      {failed ? (
        <Alert tone="error">Dein Profil konnte gerade nicht gespeichert werden. Bitte versuche es noch einmal.</Alert>
      ) : null}
      <Button type="submit" isPending={busy}>
        {busy ? 'Wird gespeichert …' : 'Speichern'}
      </Button>
    </Form>
  );
}
