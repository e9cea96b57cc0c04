import { pageByInternal } from '../../content/routes';
import { DeleteAccountSection } from '../../features/auth/DeleteAccountSection';
import { DropAccountSection } from '../../features/privacy/DropAccountSection';
import { Page } from '../../ui/Page';
import styles from './ProfilePage.module.css';

/** /mein-klimahain/konto-schliessen: the account deletion with its confirmation dialog. */
export function CancelAccountPage() {
  const page = pageByInternal('/user/cancel-account-confirm');
  return (
    <Page title={page.title} heading={page.heading} intro={page.intro}>
      <div className={styles.sections}>
        <DeleteAccountSection />
        <DropAccountSection />
      </div>
    </Page>
  );
}
