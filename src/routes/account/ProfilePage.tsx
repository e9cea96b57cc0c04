import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { ProfilePageQuery } from '../../__generated__/ProfilePageQuery.graphql';
import { pageByInternal } from '../../content/routes';
import { AccountData } from '../../features/account/AccountData';
import { ProfileDetails } from '../../features/profile/ProfileDetails';
import { ChangeEmailSection } from '../../features/auth/ChangeEmailSection';
import { DeleteAccountSection } from '../../features/auth/DeleteAccountSection';
import { SignOutSection } from '../../features/auth/SignOutSection';
import { DataExportSection } from '../../features/privacy/DataExportSection';
import { DropAccountSection } from '../../features/privacy/DropAccountSection';
import { Page } from '../../ui/Page';
import styles from './ProfilePage.module.css';

/** /mein-klimahain/profil: the donor's data, then the account's identity settings (e-mail, sign-out everywhere, deletion). */
export function ProfilePage() {
  const page = pageByInternal('/user/profile');
  return (
    <Page title={page.title} heading={page.heading} intro={page.intro}>
      <div className={styles.sections}>
        <AccountData loadingMessage="Deine Daten werden geladen …">
          {(fetchKey) => <Details fetchKey={fetchKey} />}
        </AccountData>
        <ChangeEmailSection />
        <SignOutSection />
        <DataExportSection />
        <DeleteAccountSection />
        <DropAccountSection exportAbove />
      </div>
    </Page>
  );
}

function Details({ fetchKey }: { fetchKey: number }) {
  const { user } = useLazyLoadQuery<ProfilePageQuery>(
    graphql`
      query ProfilePageQuery {
        user {
          ...ProfileDetails_user
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  return user ? <ProfileDetails user={user} /> : null;
}
