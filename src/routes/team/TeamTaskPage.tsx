import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useLocation, useParams } from 'react-router-dom';
import type { TeamTaskPageQuery } from '../../__generated__/TeamTaskPageQuery.graphql';
import { pageByInternal } from '../../content/routes';
import { AccountData } from '../../features/account/AccountData';
import { TeamTaskCard } from '../../features/teamTasks/TeamTaskCard';
import { Page } from '../../ui/Page';
import styles from './TeamTaskPage.module.css';

const page = pageByInternal('/team/task/{id}');

/**
 * /team/aufgabe/{id}#{secret}: the link in the team's task mail (issue 31 §2). The secret rides in the fragment, which
 * no server sees; the page asks for a click before it confirms anything (mail scanners open links).
 */
export function TeamTaskPage() {
  const { id = '' } = useParams();
  const secret = useLocation().hash.replace(/^#/, '');
  return (
    <Page title={page.title} heading={page.heading} intro={page.intro}>
      <AccountData loadingMessage="Die Aufgabe wird geladen …">
        {(fetchKey) => <Task id={id} secret={secret} fetchKey={fetchKey} />}
      </AccountData>
    </Page>
  );
}

function Task({ id, secret, fetchKey }: { id: string; secret: string; fetchKey: number }) {
  const data = useLazyLoadQuery<TeamTaskPageQuery>(
    graphql`
      query TeamTaskPageQuery($id: ID!, $secret: String!) {
        teamTask(id: $id, secret: $secret) {
          ...TeamTaskCard_task
        }
      }
    `,
    { id, secret },
    { fetchPolicy: 'network-only', fetchKey },
  );
  if (!data.teamTask) {
    return (
      <p className={styles.missing}>
        Dieser Link gilt nicht (mehr): Er ist unvollständig, oder eine Erinnerung hat ihn durch einen neuen ersetzt.
        Nimm den Link aus der neuesten Mail zu dieser Aufgabe; `npm run team:tasks` zeigt alle offenen.
      </p>
    );
  }
  return <TeamTaskCard task={data.teamTask} secret={secret} />;
}
