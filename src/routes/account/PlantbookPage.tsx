import { measuredSentence } from '../../../server/core/domain/co2/claims';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-aria-components';
import type { PlantbookPageQuery } from '../../__generated__/PlantbookPageQuery.graphql';
import { PROJECTS } from '../../content/projects';
import { pageByInternal } from '../../content/routes';
import { AccountData } from '../../features/account/AccountData';
import { OrderRow } from '../../features/account/OrderRow';
import { PlotCard } from '../../features/account/PlotCard';
import styles from '../../features/account/accountPage.module.css';
import { useNumberFormat } from '../../format/useNumberFormat';
import { Page } from '../../ui/Page';

const page = pageByInternal('/user/plantbook');

/** /mein-klimahain/pflanzbuch: per project the plots with the donor's trees (drawn from GeoJSON) and the orders. */
export function PlantbookPage() {
  return (
    <Page title={page.title} heading={page.heading} intro={page.intro}>
      <AccountData loadingMessage="Dein Pflanzbuch wird geladen …">
        {(fetchKey) => <Plantbook fetchKey={fetchKey} />}
      </AccountData>
    </Page>
  );
}

function Plantbook({ fetchKey }: { fetchKey: number }) {
  const format = useNumberFormat();
  const data = useLazyLoadQuery<PlantbookPageQuery>(
    graphql`
      query PlantbookPageQuery {
        trees {
          treeCountTotal
          carbonAbsorptionYearlyTons
          carbonAbsorptionTotalTons
          carbonAbsorptionTotalSince
          plotList {
            id
            project
            ...PlotCard_plot
          }
        }
        historyOrders {
          id
          project
          ...OrderRow_order
        }
        plannedOrders {
          id
          project
          ...OrderRow_order
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  // An order in DONATED or PLANTING_IN_PROGRESS is in both lists (spec §7); it is shown once.
  const seen = new Set<string>();
  const orders = [...data.plannedOrders, ...data.historyOrders].filter((o) => !seen.has(o.id) && seen.add(o.id));
  const projects = PROJECTS.filter(
    (p) => data.trees.plotList.some((x) => x.project === p.id) || orders.some((o) => o.project === p.id),
  );

  if (projects.length === 0) {
    return (
      <p className={styles.empty}>
        Dein Pflanzbuch ist noch leer. Sobald du spendest, siehst du hier, wo und wann deine Bäume gepflanzt werden –{' '}
        <Link className={styles.link} href="/spenden">
          jetzt Bäume pflanzen
        </Link>
        .
      </p>
    );
  }

  return (
    <div className={styles.groups}>
      <p className={styles.empty}>
        {data.trees.treeCountTotal === 0
          ? 'Deine Bäume sind bestellt; gepflanzt ist noch keiner.'
          : measuredSentence(
              {
                treeCount: data.trees.treeCountTotal,
                yearlyTons: data.trees.carbonAbsorptionYearlyTons,
                totalTons: data.trees.carbonAbsorptionTotalTons,
                since: data.trees.carbonAbsorptionTotalSince,
                asOf: new Date(),
              },
              format.locale,
            )}
      </p>
      {projects.map((project) => {
        const plots = data.trees.plotList.filter((p) => p.project === project.id);
        const projectOrders = orders.filter((o) => o.project === project.id);
        return (
          <section key={project.id} className={styles.group} aria-labelledby={`projekt-${project.id}`}>
            <h2 id={`projekt-${project.id}`} className={styles.groupTitle}>
              {project.shortTitle} <span className={styles.empty}>· {project.longLocation}</span>
            </h2>
            <h3 className={styles.subTitle}>Flächen</h3>
            {plots.length === 0 ? (
              <p className={styles.empty}>Noch keine Fläche: deine Bäume hier werden bald gepflanzt.</p>
            ) : (
              <ul className={styles.list}>
                {plots.map((plot) => (
                  <li key={plot.id}>
                    <PlotCard plot={plot} />
                  </li>
                ))}
              </ul>
            )}
            {projectOrders.length > 0 ? (
              <>
                <h3 className={styles.subTitle}>Bestellungen</h3>
                <ul className={styles.rows}>
                  {projectOrders.map((order) => (
                    <li key={order.id}>
                      <OrderRow order={order} />
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
