import { pledgeSentence } from '../../../server/core/domain/co2/claims';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-aria-components';
import type { TreeDepotPageQuery } from '../../__generated__/TreeDepotPageQuery.graphql';
import { projectById } from '../../content/projects';
import { pageByInternal } from '../../content/routes';
import { AccountData } from '../../features/account/AccountData';
import { OrderRow } from '../../features/account/OrderRow';
import styles from '../../features/account/accountPage.module.css';
import { useNumberFormat } from '../../format/useNumberFormat';
import { Page } from '../../ui/Page';

const page = pageByInternal('/user/treedepot');

/** /mein-klimahain/baumdepot: trees paid for and not planted yet (DONATED, ACCOUNTED), with the expected season. */
export function TreeDepotPage() {
  return (
    <Page
      title={page.title}
      heading={page.heading}
      intro="Bäume, die du bezahlt hast und die noch auf ihre Pflanzung warten."
    >
      <AccountData loadingMessage="Dein Baumdepot wird geladen …">
        {(fetchKey) => <TreeDepot fetchKey={fetchKey} />}
      </AccountData>
    </Page>
  );
}

function TreeDepot({ fetchKey }: { fetchKey: number }) {
  // ACCOUNTED orders are in neither historyOrders nor plannedOrders (spec §7): the donations' orders have them all.
  const { getDonations } = useLazyLoadQuery<TreeDepotPageQuery>(
    graphql`
      query TreeDepotPageQuery {
        getDonations {
          orders {
            id
            orderState
            treeUnits
            project
            donatedAt
            ...OrderRow_order
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const waiting = getDonations
    .flatMap((d) => d.orders)
    .filter((o) => o.orderState === 'DONATED' || o.orderState === 'ACCOUNTED')
    .sort((a, b) => a.donatedAt.localeCompare(b.donatedAt));
  const total = waiting.reduce((s, o) => s + o.treeUnits, 0);
  const format = useNumberFormat();

  if (waiting.length === 0) {
    return (
      <p className={styles.empty}>
        In deinem Baumdepot wartet gerade kein Baum: alle deine Bäume sind gepflanzt oder werden gerade gepflanzt. Im{' '}
        <Link className={styles.link} href="/mein-klimahain/pflanzbuch">
          Pflanzbuch
        </Link>{' '}
        siehst du, wo sie wachsen.
      </p>
    );
  }
  return (
    <div className={styles.group}>
      <p className={styles.empty}>
        {format.count(total)} {total === 1 ? 'Baum wartet' : 'Bäume warten'} auf die Pflanzung.{' '}
        {pledgeSentence(total, format.locale)} Unser Partner pflanzt in der Regenzeit; sobald deine Bäume im Boden sind,
        erscheinen sie mit ihrer Fläche und dem, was an ihnen gemessen wird, im Pflanzbuch.
      </p>
      <ul className={styles.rows}>
        {waiting.map((o) => (
          <li key={o.id}>
            <span className={styles.subTitle}>{projectById(o.project)?.shortTitle ?? o.project}</span>
            <OrderRow order={o} />
          </li>
        ))}
      </ul>
    </div>
  );
}
