import { useSearchParams } from 'react-router-dom';
import { pageByInternal } from '../../content/routes';
import { NewsletterConfirmation } from '../../features/newsletter/NewsletterConfirmation';
import { Page } from '../../ui/Page';

/** /newsletter-abonniert?token=… from the double opt-in mail. */
export function NewsletterConfirmPage() {
  const [params] = useSearchParams();
  const page = pageByInternal('/newsletter/confirmation');
  const token = params.get('token')?.trim() || null;
  return (
    <Page title={page.title} heading={page.heading} intro={page.intro}>
      <NewsletterConfirmation key={token} token={token} />
    </Page>
  );
}
