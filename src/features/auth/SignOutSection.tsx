import { PRODUCT_NAME } from '../../../server/core/domain/product';
import { usePendingFlags } from '../../auth/session';
import { useSignOut } from '../../app/header/useSignOut';
import { Button } from '../../ui/Button';
import { ProfileSection } from './ProfileSection';
import styles from './SignOutSection.module.css';

/** Abmelden here or on every device (spec §6 global sign-out: other browsers lose their session too). */
export function SignOutSection() {
  const signOut = useSignOut();
  const { signOut: pending } = usePendingFlags();
  return (
    <ProfileSection id="abmelden" title="Abmelden">
      <p>
        Du nutzt {PRODUCT_NAME} auf mehreren Geräten? Mit „Auf allen Geräten abmelden“ endet deine Anmeldung überall.
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => void signOut()} isPending={pending}>
          Abmelden
        </Button>
        <Button variant="secondary" onPress={() => void signOut({ global: true })} isPending={pending}>
          Auf allen Geräten abmelden
        </Button>
      </div>
    </ProfileSection>
  );
}
