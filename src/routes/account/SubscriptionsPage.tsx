import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-aria-components';
import type { SubscriptionsPageQuery } from '../../__generated__/SubscriptionsPageQuery.graphql';
import { pageByInternal } from '../../content/routes';
import { AccountData } from '../../features/account/AccountData';
import { DonationCard } from '../../features/account/DonationCard';
import { TreeGiftCard } from '../../features/gifts/TreeGiftCard';
import { ReceiptsSection } from '../../features/receipts/ReceiptsSection';
import styles from '../../features/account/accountPage.module.css';
import { Page } from '../../ui/Page';

const page = pageByInternal('/user/subscriptions-and-donations');

/**
 * /mein-klimahain/abo-spenden: running Abos and everything that ended or was given once, in two groups (spec §4), and
 * the trees the donor gave as a present (Baum verschenken).
 */
export function SubscriptionsPage() {
  return (
    <Page title={page.title} heading={page.heading} intro={page.intro}>
      <AccountData loadingMessage="Deine Abos und Spenden werden geladen …">
        {(fetchKey) => <Subscriptions fetchKey={fetchKey} />}
      </AccountData>
    </Page>
  );
}

function Subscriptions({ fetchKey }: { fetchKey: number }) {
  const [changes, setChanges] = useState(0);
  // Spec §7: donations are cache-and-network — shown at once from the store, then brought up to date.
  const data = useLazyLoadQuery<SubscriptionsPageQuery>(
    graphql`
      query SubscriptionsPageQuery {
        active: getDonations(active: true) {
          id
          ...DonationCard_donation
        }
        ended: getDonations(active: false) {
          id
          ...DonationCard_donation
        }
        receiptOverview {
          ...ReceiptsSection_overview
        }
        treeGifts {
          id
          ...TreeGiftCard_gift
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
    { fetchPolicy: 'store-and-network', fetchKey: `${fetchKey}-${changes}` },
  );
  const changeOffer = { footprintTonnes: data.calculator?.state.co2EmissionTotal ?? null };
  return (
    <div className={styles.groups}>
      <section className={styles.group} aria-labelledby="aktive-abos">
        <h2 id="aktive-abos" className={styles.groupTitle}>
          Laufende Abos
        </h2>
        {data.active.length === 0 ? (
          <p className={styles.empty}>
            Du hast gerade kein laufendes Abo. Mit einem Abo pflanzt du jeden Monat Bäume –{' '}
            <Link className={styles.link} href="/spenden">
              jetzt ein Abo abschließen
            </Link>
            .
          </p>
        ) : (
          <ul className={styles.list}>
            {data.active.map((d) => (
              <li key={d.id}>
                <DonationCard donation={d} changeOffer={changeOffer} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.group} aria-labelledby="bisherige-spenden">
        <h2 id="bisherige-spenden" className={styles.groupTitle}>
          Spenden und beendete Abos
        </h2>
        {data.ended.length === 0 ? (
          <p className={styles.empty}>Hier erscheinen deine einmaligen Spenden und beendete Abos.</p>
        ) : (
          <ul className={styles.list}>
            {data.ended.map((d) => (
              <li key={d.id}>
                <DonationCard donation={d} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {/* Only for givers: most donors never give trees, and an empty group would just be noise. */}
      {data.treeGifts.length > 0 ? (
        <section className={styles.group} aria-labelledby="verschenkte-baeume">
          <h2 id="verschenkte-baeume" className={styles.groupTitle}>
            Verschenkte Bäume
          </h2>
          <ul className={styles.list}>
            {data.treeGifts.map((g) => (
              <li key={g.id}>
                <TreeGiftCard gift={g} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ReceiptsSection overview={data.receiptOverview} onChanged={() => setChanges((n) => n + 1)} />
    </div>
  );
}
