import { pageByInternal } from '../../content/routes';
import { ChangeEmailSection } from '../../features/auth/ChangeEmailSection';
import { DeleteAccountSection } from '../../features/auth/DeleteAccountSection';
import { SignOutSection } from '../../features/auth/SignOutSection';
import { Page } from '../../ui/Page';
import styles from './ProfilePage.module.css';

/** /mein-klimahain/profil: the account's identity settings (e-mail, sign-out on every device, deletion). */
export function ProfilePage() {
  const page = pageByInternal('/user/profile');
  return (
    <Page title={page.title} heading={page.heading} intro={page.intro}>
      <div className={styles.sections}>
        <ChangeEmailSection />
        <SignOutSection />
        <DeleteAccountSection />
      </div>
    </Page>
  );
}
