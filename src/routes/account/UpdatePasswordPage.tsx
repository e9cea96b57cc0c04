import { pageByInternal } from '../../content/routes';
import { ChangePasswordForm } from '../../features/profile/ChangePasswordForm';
import { Page } from '../../ui/Page';

const page = pageByInternal('/user/update-password');

/** /mein-klimahain/passwort-aendern */
export function UpdatePasswordPage() {
  return (
    <Page title={page.title} heading={page.heading} intro={page.intro}>
      <ChangePasswordForm />
    </Page>
  );
}
