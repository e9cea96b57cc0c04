import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import type { EditProfilePageQuery } from '../../__generated__/EditProfilePageQuery.graphql';
import { showToast } from '../../app/feedback/toast';
import { ACCOUNT_BASE, pageByInternal } from '../../content/routes';
import { AccountData } from '../../features/account/AccountData';
import { EditProfileForm } from '../../features/profile/EditProfileForm';
import { Page } from '../../ui/Page';

const page = pageByInternal('/user/edit-profile');

/** /mein-klimahain/profil-bearbeiten */
export function EditProfilePage() {
  return (
    <Page title={page.title} heading={page.heading} intro={page.intro}>
      <AccountData loadingMessage="Dein Profil wird geladen …">
        {(fetchKey) => <EditProfile fetchKey={fetchKey} />}
      </AccountData>
    </Page>
  );
}

function EditProfile({ fetchKey }: { fetchKey: number }) {
  const navigate = useNavigate();
  const { user } = useLazyLoadQuery<EditProfilePageQuery>(
    graphql`
      query EditProfilePageQuery {
        user {
          ...EditProfileForm_user
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  if (!user) return null;
  return (
    <EditProfileForm
      user={user}
      onSaved={() => {
        showToast({ title: 'Dein Profil ist gespeichert.', tone: 'success' });
        navigate(`${ACCOUNT_BASE}/profil`);
      }}
    />
  );
}
