import { useMemo, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { session, useSession } from '../../auth/session';
import { Guard } from '../../app/feedback/Guard';
import { ACCOUNT_BASE } from '../../content/routes';
import { useSyncEmailFromIdentity } from '../../features/account/useSyncEmailFromIdentity';
import { AuthPage } from '../../features/auth/AuthPage';
import { ConfirmLinkStep } from '../../ui/ConfirmLinkStep';
import { LinkCorruptNotice } from '../../features/auth/LinkCorruptNotice';
import { useAuthAction } from '../../features/auth/useAuthAction';
import { readMailLink } from '../../features/auth/validation';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';

/**
 * /email-ueberpruefen?code=&username= from the mail to a new address. Confirming needs the signed-in user: a guest
 * signs in first and comes back to this very link. Once the identity provider has confirmed it, our server takes the
 * verified address over (syncEmailFromIdentity), so the profile shows the new one.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const link = useMemo(() => readMailLink(params), [params]);
  const { status } = useSession();
  const location = useLocation();
  const { run, isPending, error } = useAuthAction();
  const [done, setDone] = useState(false);
  const { sync, isPending: isSyncing } = useSyncEmailFromIdentity();
  const [syncFailed, setSyncFailed] = useState(false);

  if (!link) {
    return (
      <AuthPage internal="/user/confirm-email">
        <LinkCorruptNotice>
          Oder <Link to={`${ACCOUNT_BASE}/profil`}>ändere deine E-Mail-Adresse noch einmal</Link>, dann schicken wir
          einen neuen Link.
        </LinkCorruptNotice>
      </AuthPage>
    );
  }

  async function handleConfirm() {
    const ok = await run(async () => {
      await (await session.identity()).confirmEmail(link!.code);
      return true;
    });
    if (!ok) return;
    setDone(true);
    await handleSync();
  }

  /** The code is spent now; if our server cannot take the address over, only this step is tried again. */
  async function handleSync() {
    setSyncFailed(false);
    try {
      await sync();
    } catch (caught) {
      console.warn('[E-Mail-Abgleich]', caught);
      setSyncFailed(true);
    }
  }

  return (
    <AuthPage internal="/user/confirm-email" intro={done ? '' : undefined}>
      {status === 'loading' ? <Guard status="loading" /> : null}
      {status === 'signedOut' ? (
        <Alert tone="info">
          <p>Bitte melde dich zuerst an – danach bestätigen wir deine neue E-Mail-Adresse.</p>
          <p>
            <Link to="/anmelden" state={{ from: { pathname: location.pathname, search: location.search } }}>
              Zur Anmeldung
            </Link>
          </p>
        </Alert>
      ) : null}
      {status === 'signedIn' && done ? (
        <>
          <Alert tone="success">Deine neue E-Mail-Adresse ist bestätigt. Ab jetzt meldest du dich mit ihr an.</Alert>
          {syncFailed ? (
            <Alert tone="error">
              <p>Wir konnten die neue Adresse noch nicht in deinem Profil speichern. Bitte versuche es noch einmal.</p>
              <p>
                <Button variant="secondary" onPress={() => void handleSync()} isPending={isSyncing}>
                  Erneut versuchen
                </Button>
              </p>
            </Alert>
          ) : null}
          <p>
            <Link to={`${ACCOUNT_BASE}/profil`}>Zu deinem Konto</Link>
          </p>
        </>
      ) : null}
      {status === 'signedIn' && !done ? (
        <ConfirmLinkStep
          actionLabel="E-Mail-Adresse bestätigen"
          onConfirm={handleConfirm}
          isPending={isPending}
          error={error}
        >
          <p>Ein Klick noch, dann gilt deine neue E-Mail-Adresse.</p>
        </ConfirmLinkStep>
      ) : null}
    </AuthPage>
  );
}
