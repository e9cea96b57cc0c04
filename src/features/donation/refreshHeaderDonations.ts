import { fetchQuery, graphql } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import type { refreshHeaderDonationsQuery } from '../../__generated__/refreshHeaderDonationsQuery.graphql';

// The same root field and arguments as the header's (Header_query): the fetched list replaces the header's record,
// so the footprint box says „Dein Abo bindet …“ without a reload.
const query = graphql`
  query refreshHeaderDonationsQuery {
    getDonations(active: true, rhythm: [monthly]) {
      ...FootprintBox_donations
    }
  }
`;

/** Reloads the signed-in donor's running Abos into the store (after a new donation). */
export async function refreshHeaderDonations(environment: Environment): Promise<void> {
  try {
    await fetchQuery<refreshHeaderDonationsQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).toPromise();
  } catch (error) {
    // The donation is recorded either way; the header catches up on the next page load.
    console.warn('[Spenden] Kopfzeile nicht aktualisiert', error);
  }
}
