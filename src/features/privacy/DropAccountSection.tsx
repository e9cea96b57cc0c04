import { Link } from 'react-router-dom';
import { ACCOUNT_BASE } from '../../content/routes';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ProfileSection } from '../auth/ProfileSection';
import { useAccountRemoval } from '../auth/useAccountRemoval';
import { useDropAccount } from './useDropAccount';
import styles from './DropAccountSection.module.css';

export const DROP_FAILED =
  'Dein Konto und deine Daten konnten gerade nicht gelöscht werden. Es wurde nichts gelöscht. Bitte versuche es in ein paar Minuten erneut.';

/**
 * „Konto und Daten löschen“ (DSGVO Art. 17, dropUser) beside „Konto schließen“. The page says before the
 * confirmation exactly what goes and what stays — the list is what UserService.drop does, keep both in step.
 */
export interface DropAccountSectionProps {
  /** On the profile page, which has „Meine Daten herunterladen“ above: the text points up instead of linking to itself. */
  exportAbove?: boolean;
}

export function DropAccountSection({ exportAbove = false }: DropAccountSectionProps) {
  const dropAccount = useDropAccount();
  const { remove, busy, errorMessage } = useAccountRemoval(dropAccount, { dropped: true }, DROP_FAILED);

  return (
    <ProfileSection id="konto-und-daten-loeschen" title="Konto und Daten löschen">
      <p>
        Anders als beim Schließen löschen wir auch das Konto selbst, deine Newsletter-Anmeldung und deine Nachrichten an
        uns. Im Einzelnen:
      </p>
      <div className={styles.lists}>
        <div>
          <h3 className={styles.listTitle}>Wir löschen</h3>
          <ul className={styles.list}>
            <li>dein Konto und deine Anmeldung (E-Mail-Adresse und Passwort)</li>
            <li>dein Profil: Name, Anrede, Firma, Geburtsdatum und Anschrift</li>
            <li>deine Ergebnisse aus dem CO₂-Rechner</li>
            <li>deine Newsletter-Anmeldung samt Nachweis deiner Einwilligung</li>
            <li>deine Nachrichten über das Kontaktformular von dieser E-Mail-Adresse</li>
          </ul>
        </div>
        <div>
          <h3 className={styles.listTitle}>Wir bewahren ohne Bezug zu dir auf</h3>
          <ul className={styles.list}>
            <li>
              Spenden, Bestellungen und ausgestellte Zuwendungsbestätigungen (Betrag, Datum, Projekt): 10 Jahre lang,
              wie es das Steuerrecht verlangt (§ 147 AO, § 50 Abs. 7 EStDV, § 63 AO) – ohne Namen, E-Mail-Adresse und
              Anschrift. Danach löschen wir sie.
            </li>
            <li>deine Bäume und ihre Flächen: Sie wachsen weiter, aber niemand kann sie dir mehr zuordnen.</li>
            <li>technische Fehlerberichte aus dem Browser, ohne Verbindung zu deinem Konto</li>
          </ul>
        </div>
      </div>
      <p>Laufende Abos beenden wir vorher. Gelingt das nicht, löschen wir nichts und sagen dir Bescheid.</p>
      {exportAbove ? (
        <p>Möchtest du deine Daten behalten? Lade sie vorher weiter oben unter „Meine Daten herunterladen“ herunter.</p>
      ) : (
        <p>
          Möchtest du deine Daten behalten? Lade sie vorher herunter:{' '}
          <Link to={`${ACCOUNT_BASE}/profil`}>im Profil</Link> unter „Meine Daten herunterladen“.
        </p>
      )}
      <ConfirmDialog
        trigger="Konto und Daten löschen …"
        title="Konto und Daten wirklich löschen?"
        cancelLabel="Abbrechen"
        confirmLabel="Konto und Daten endgültig löschen"
        busyLabel="Wird gelöscht …"
        busyMessage="Dein Konto und deine Daten werden gelöscht …"
        busy={busy}
        error={errorMessage}
        onConfirm={(close) => void remove(close)}
      >
        <p>
          Das lässt sich nicht rückgängig machen. Dein Konto und deine persönlichen Daten werden gelöscht, laufende Abos
          beendet. Spenden und Bestellungen bleiben 10 Jahre ohne Bezug zu dir für das Finanzamt erhalten.
        </p>
      </ConfirmDialog>
    </ProfileSection>
  );
}
