import { Link } from 'react-router-dom';
import { Alert } from '../../ui/Alert';

/** Spec §4: an unconfirmed user is led to confirm (the link of the sign-up mail, or a new one). */
export function UnconfirmedNotice() {
  return (
    <Alert tone="info">
      <p>
        <strong>Dein Konto ist noch nicht bestätigt.</strong> Bitte klicke auf den Link in der E-Mail, die wir dir nach
        der Registrierung geschickt haben.
      </p>
      <p>
        Keine E-Mail bekommen? <Link to="/registrierung-wiederholen">Bestätigungsmail erneut senden</Link>
      </p>
    </Alert>
  );
}
