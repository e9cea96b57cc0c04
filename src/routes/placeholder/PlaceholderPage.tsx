import type { PageDef } from '../../content/routes';
import { Page } from '../../ui/Page';

export interface PlaceholderPageProps {
  page: PageDef;
}

/** A page whose feature comes with a later issue: its heading and a short German intro, never an empty screen. */
export function PlaceholderPage({ page }: PlaceholderPageProps) {
  return <Page title={page.title} heading={page.heading} intro={page.intro} />;
}
