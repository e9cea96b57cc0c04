import { pageByInternal } from '../../content/routes';
import { DeleteAccountSection } from '../../features/auth/DeleteAccountSection';
import { Page } from '../../ui/Page';

/** /mein-klimahain/konto-schliessen: the account deletion with its confirmation dialog. */
export function CancelAccountPage() {
  const page = pageByInternal('/user/cancel-account-confirm');
  return (
    <Page title={page.title} heading={page.heading} intro={page.intro}>
      <DeleteAccountSection />
    </Page>
  );
}
