import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useAccountRemoval } from './useAccountRemoval';
import { useCloseAccount } from './useCloseAccount';
import { ProfileSection } from './ProfileSection';

const CLOSE_FAILED = 'Dein Konto konnte gerade nicht geschlossen werden. Bitte versuche es in ein paar Minuten erneut.';

/**
 * Konto schließen (one name for it, as the page /konto-schliessen and docs/architecture.md's deleteUser: the personal data are
 * deleted, the account is closed; newsletter and contact messages stay — what UserService.close does, keep both in step): a confirmation dialog, then our server closes the account and the identity-provider user is
 * deleted; the session ends like a sign-out (on-logout callbacks run) and the app shows /mein-klimahain/konto-geschlossen
 * (the account guard lets the signed-out user see that one page, with `{ done: true }` only).
 */
export function DeleteAccountSection() {
  const closeAccount = useCloseAccount();
  const { remove, busy, errorMessage } = useAccountRemoval(closeAccount, {}, CLOSE_FAILED);

  return (
    <ProfileSection id="konto-schliessen" title="Konto schließen">
      <p>
        Wenn du dein Konto schließt, löschen wir deinen Namen, deine Anschrift, deine E-Mail-Adresse und deine
        Ergebnisse aus dem CO₂-Rechner und beenden laufende Abos. Deine Newsletter-Anmeldung und deine Nachrichten an
        uns bleiben – sollen auch sie weg, wähle „Konto und Daten löschen“. Bereits gepflanzte Bäume bleiben stehen.
      </p>
      <ConfirmDialog
        trigger="Konto schließen …"
        title="Konto wirklich schließen?"
        cancelLabel="Abbrechen"
        confirmLabel="Konto endgültig schließen"
        busyLabel="Wird geschlossen …"
        busyMessage="Dein Konto wird geschlossen …"
        busy={busy}
        error={errorMessage}
        onConfirm={(close) => void remove(close)}
      >
        <p>
          Das lässt sich nicht rückgängig machen. Name, Anschrift, E-Mail-Adresse und Rechner-Ergebnisse werden gelöscht
          und laufende Abos beendet.
        </p>
      </ConfirmDialog>
    </ProfileSection>
  );
}
