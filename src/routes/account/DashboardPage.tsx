import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-aria-components';
import type { DashboardPageQuery } from '../../__generated__/DashboardPageQuery.graphql';
import { aboSentence, co2Amount, measuredSentence } from '../../../server/core/domain/co2/claims';
import { ACCOUNT_BASE, pageByInternal } from '../../content/routes';
import { AccountData } from '../../features/account/AccountData';
import { donationTypeLabel } from '../../features/account/donationLabels';
import { OrderRow } from '../../features/account/OrderRow';
import { ProfileCompletionHint } from '../../features/account/ProfileCompletionHint';
import styles from '../../features/account/accountPage.module.css';
import { formatDate } from '../../format/date';
import { formatEuro } from '../../format/number';
import { useNumberFormat } from '../../format/useNumberFormat';
import { Page } from '../../ui/Page';
import { StatCard, StatCardList } from '../../ui/StatCard';

const page = pageByInternal('/user/dashboard');
const LATEST_ORDERS = 5;

/** /mein-klimahain/uebersicht: trees, CO₂, Abos, the latest orders, the footprint and what to do next. */
export function DashboardPage() {
  return (
    <Page title={page.title} heading={page.heading} intro={page.intro}>
      <AccountData loadingMessage="Deine Übersicht wird geladen …">
        {(fetchKey) => <Dashboard fetchKey={fetchKey} />}
      </AccountData>
    </Page>
  );
}

function Dashboard({ fetchKey }: { fetchKey: number }) {
  const data = useLazyLoadQuery<DashboardPageQuery>(
    graphql`
      query DashboardPageQuery {
        user {
          ...ProfileCompletionHint_user
        }
        trees {
          treeCountTotal
          carbonAbsorptionYearlyTons
          carbonAbsorptionTotalTons
          carbonAbsorptionTotalSince
        }
        abos: getDonations(active: true, rhythm: [monthly]) {
          id
          donationType
          treeUnitsRequested
          endDueBy
          pendingAmountChange {
            amount
            dueBy
          }
        }
        all: getDonations {
          orders {
            id
            donatedAt
            ...OrderRow_order
          }
        }
        # null while no calculator result is saved (the server answers NOT_FOUND).
        calculator(country: "DE") {
          state {
            co2EmissionTotal
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const footprint = data.calculator?.state.co2EmissionTotal ?? null;
  // Spec §9: figures in the browser's locale, like the header's box on the same screen.
  const format = useNumberFormat();
  const aboTreesPerMonth = data.abos.reduce((sum, a) => sum + a.treeUnitsRequested, 0);
  const measured = measuredSentence(
    {
      treeCount: data.trees.treeCountTotal,
      yearlyTons: data.trees.carbonAbsorptionYearlyTons,
      totalTons: data.trees.carbonAbsorptionTotalTons,
      since: data.trees.carbonAbsorptionTotalSince,
      asOf: new Date(),
    },
    format.locale,
  );
  const orders = data.all
    .flatMap((d) => d.orders)
    .sort((a, b) => b.donatedAt.localeCompare(a.donatedAt))
    .slice(0, LATEST_ORDERS);

  return (
    <div className={styles.groups}>
      {data.user ? <ProfileCompletionHint user={data.user} /> : null}
      <section className={styles.group} aria-labelledby="auf-einen-blick">
        <h2 id="auf-einen-blick" className={styles.groupTitle}>
          Auf einen Blick
        </h2>
        <StatCardList>
          <StatCard label="gepflanzte Bäume" value={format.count(data.trees.treeCountTotal)} />
          <StatCard
            label="CO₂ im Jahr, gemessen"
            value={
              data.trees.carbonAbsorptionYearlyTons > 0
                ? co2Amount(data.trees.carbonAbsorptionYearlyTons, format.locale).replace(' CO₂', '')
                : 'noch nicht gemessen'
            }
          />
          <StatCard
            label={data.abos.length === 1 ? 'laufendes Abo' : 'laufende Abos'}
            value={format.count(data.abos.length)}
          />
        </StatCardList>
        <p className={styles.empty}>{measured}</p>
        {data.abos.length > 0 ? (
          <p className={styles.empty}>
            {data.abos.map((a) => donationTypeLabel(a.donationType)).join(', ')}:{' '}
            {aboSentence(aboTreesPerMonth, footprint, {
              locale: format.locale,
              subject: data.abos.length === 1 ? 'Dein Abo' : 'Deine Abos',
            })}{' '}
            Das ist eine Zusage für die Bäume, die noch gepflanzt werden; gemessen wird erst nach der Pflanzung.
            {data.abos.map((a) =>
              a.endDueBy
                ? ` Du hast dein ${donationTypeLabel(a.donationType)} beendet; unser Team beendet es bei Twingle bis spätestens ${formatDate(a.endDueBy)}.`
                : a.pendingAmountChange?.dueBy
                  ? ` Neuer Betrag beantragt: ${formatEuro(a.pendingAmountChange.amount)} im Monat, bei Twingle bis spätestens ${formatDate(a.pendingAmountChange.dueBy)}.`
                  : '',
            )}
          </p>
        ) : footprint ? (
          <p className={styles.empty}>
            Dein CO₂-Fußabdruck: {format.tonnes(footprint)} t im Jahr. Noch bindet kein Abo einen Teil davon.
          </p>
        ) : null}
      </section>

      <section className={styles.group} aria-labelledby="letzte-bestellungen">
        <h2 id="letzte-bestellungen" className={styles.groupTitle}>
          Deine letzten Bestellungen
        </h2>
        {orders.length === 0 ? (
          <p className={styles.empty}>Du hast noch nicht gespendet. Mit rund 5 € pflanzt du einen Baum.</p>
        ) : (
          <ul className={styles.rows}>
            {orders.map((o) => (
              <li key={o.id}>
                <OrderRow order={o} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.group} aria-labelledby="naechste-schritte">
        <h2 id="naechste-schritte" className={styles.groupTitle}>
          Nächste Schritte
        </h2>
        <ul className={styles.actions}>
          {footprint === null ? (
            <li>
              <Link className={styles.link} href="/co2-rechner">
                CO₂-Fußabdruck berechnen
              </Link>
            </li>
          ) : null}
          <li>
            <Link className={styles.link} href="/spenden">
              {data.abos.length === 0 ? 'Abo abschließen oder spenden' : 'Weitere Bäume pflanzen'}
            </Link>
          </li>
          <li>
            <Link className={styles.link} href={`${ACCOUNT_BASE}/pflanzbuch`}>
              Zum Pflanzbuch
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
