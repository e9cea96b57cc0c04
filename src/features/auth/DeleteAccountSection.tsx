import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useAccountRemoval } from './useAccountRemoval';
import { useCloseAccount } from './useCloseAccount';
import { ProfileSection } from './ProfileSection';
import styles from './DeleteAccountSection.module.css';

const CLOSE_FAILED = 'Dein Konto konnte gerade nicht geschlossen werden. Bitte versuche es in ein paar Minuten erneut.';

/**
 * Konto schließen (one name for it, as the page /konto-schliessen and DESIGN's deleteUser: the personal data are
 * deleted, the account is closed): a confirmation dialog, then our server closes the account and the identity-provider user is
 * deleted; the session ends like a sign-out (on-logout callbacks run) and the app shows /mein-klimahain/konto-geschlossen
 * (the account guard lets the signed-out user see that one page, with `{ done: true }` only).
 */
export function DeleteAccountSection() {
  const closeAccount = useCloseAccount();
  const { remove, busy, errorMessage } = useAccountRemoval(closeAccount, {}, CLOSE_FAILED);

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
                  {errorMessage ? <Alert tone="error">{errorMessage}</Alert> : null}
                  <div className={styles.actions}>
                    <Button variant="secondary" onPress={close} isDisabled={busy}>
                      Abbrechen
                    </Button>
                    <Button variant="danger" onPress={() => void remove(close)} isPending={busy}>
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
