import { useNavigate } from 'react-router-dom';
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { session, usePendingFlags } from '../../auth/session';
import { ACCOUNT_BASE } from '../../content/routes';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useAuthAction } from './useAuthAction';
import { useCloseAccount } from './useCloseAccount';
import { ProfileSection } from './ProfileSection';
import styles from './DeleteAccountSection.module.css';

/**
 * Konto schließen (one name for it, as the page /konto-schliessen and DESIGN's deleteUser: the personal data are
 * deleted, the account is closed): a confirmation dialog, then our server closes the account and the identity-provider user is
 * deleted; the session ends like a sign-out (on-logout callbacks run) and the app shows /mein-klimahain/konto-geschlossen
 * (the account guard lets the signed-out user see that one page, with `{ done: true }` only).
 */
export function DeleteAccountSection() {
  const navigate = useNavigate();
  const closeAccount = useCloseAccount();
  const { run, isPending, error } = useAuthAction();
  const pending = usePendingFlags();
  const busy = isPending || pending.deleteUser;

  async function handleDelete(close: () => void) {
    let needsRelogin = false;
    const done = await run(async () => {
      // Checked first, so mock mode does not close the server account and then fail at the identity provider.
      if (!session.hasIdentity()) await session.identity();
      await closeAccount();
      try {
        await session.deleteUser();
      } catch (caught) {
        needsRelogin = (caught as { name?: string }).name === 'NotAuthorizedException';
        throw caught;
      }
      return true;
    });
    if (done) {
      close();
      navigate(`${ACCOUNT_BASE}/konto-geschlossen`, { replace: true, state: { done: true } });
    } else if (needsRelogin) {
      navigate('/neu-anmelden', { state: { from: { pathname: `${ACCOUNT_BASE}/profil`, search: '' } } });
    }
  }

  return (
    <ProfileSection id="konto-schliessen" title="Konto schließen">
      <p>Wenn du dein Konto schließt, löschen wir deine persönlichen Daten und beenden laufende Abos. Bereits gepflanzte Bäume bleiben stehen.</p>
      <DialogTrigger>
        <Button variant="danger">Konto schließen …</Button>
        <ModalOverlay className={styles.overlay} isDismissable={!busy}>
          <Modal className={styles.modal}>
            <Dialog className={styles.dialog} role="alertdialog">
              {({ close }) => (
                <>
                  <Heading slot="title" className={styles.title}>
                    Konto wirklich schließen?
                  </Heading>
                  <p>Das lässt sich nicht rückgängig machen. Deine persönlichen Daten werden gelöscht und laufende Abos beendet.</p>
                  {error ? <Alert tone="error">{error.message}</Alert> : null}
                  <div className={styles.actions}>
                    <Button variant="secondary" onPress={close} isDisabled={busy}>
                      Abbrechen
                    </Button>
                    <Button variant="danger" onPress={() => void handleDelete(close)} isPending={busy}>
                      {busy ? 'Wird geschlossen …' : 'Konto endgültig schließen'}
                    </Button>
                  </div>
                </>
              )}
            </Dialog>
          </Modal>
        </ModalOverlay>
      </DialogTrigger>
    </ProfileSection>
  );
}
