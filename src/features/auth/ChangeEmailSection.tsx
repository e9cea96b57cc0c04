import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { session } from '../../auth/session';
import { ACCOUNT_BASE } from '../../content/routes';
import { Alert } from '../../ui/Alert';
import { EmailForm } from './EmailForm';
import { useAuthAction } from './useAuthAction';
import { ProfileSection } from './ProfileSection';

/** E-Mail-Adresse ändern: the new address gets a link to /email-ueberpruefen (SameEmail for the current one). */
export function ChangeEmailSection() {
  const navigate = useNavigate();
  const { run, isPending, error } = useAuthAction();
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function handleSubmit(email: string) {
    let needsRelogin = false;
    const result = await run(async () => {
      try {
        return await (await session.identity()).changeEmail(email);
      } catch (caught) {
        needsRelogin = (caught as { name?: string }).name === 'NotAuthorizedException';
        throw caught;
      }
    });
    if (result) setSentTo(email);
    else if (needsRelogin)
      navigate('/neu-anmelden', { state: { from: { pathname: `${ACCOUNT_BASE}/profil`, search: '' } } });
  }

  return (
    <ProfileSection id="e-mail-aendern" title="E-Mail-Adresse ändern">
      {sentTo ? (
        <Alert tone="success">
          Wir haben dir einen Link an {sentTo} geschickt. Klicke darauf, um deine neue E-Mail-Adresse zu bestätigen.
        </Alert>
      ) : (
        <EmailForm
          label="E-Mail-Adresse ändern"
          fieldLabel="Neue E-Mail-Adresse"
          submitLabel="E-Mail-Adresse ändern"
          onSubmit={handleSubmit}
          isPending={isPending}
          error={error}
        />
      )}
    </ProfileSection>
  );
}
