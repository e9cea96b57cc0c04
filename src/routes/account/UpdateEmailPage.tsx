import { pageByInternal } from '../../content/routes';
import { ChangeEmailSection } from '../../features/auth/ChangeEmailSection';
import { Page } from '../../ui/Page';

/** /mein-klimahain/e-mail-aendern: the change of e-mail address on a page of its own. */
export function UpdateEmailPage() {
  const page = pageByInternal('/user/update-email');
  return (
    <Page title={page.title} heading={page.heading} intro={page.intro}>
      <ChangeEmailSection />
    </Page>
  );
}
