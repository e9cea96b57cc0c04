import { useEffect, useState } from 'react';
import { Link } from 'react-aria-components';
import { useRelayEnvironment } from 'react-relay/hooks';
import { useLocation } from 'react-router-dom';
import type { GraphQLResponse, RequestParameters } from 'relay-runtime';
import { useSession } from '../src/auth/session';

// Relay artifacts are compiled from src/ only, so this probe sends its text through the environment's network
// layer: the same fetchGraphQL, token header, MSW handler and Yoga the app's queries go through.
const query = (name: string, text: string): RequestParameters => ({
  id: null,
  cacheID: name,
  name,
  operationKind: 'query',
  text,
  metadata: {},
});

const GUEST_QUERY = query('MockWorldProbeGuestQuery', 'query MockWorldProbeGuestQuery { greeting }');
const SIGNED_IN_QUERY = query(
  'MockWorldProbeQuery',
  `query MockWorldProbeQuery {
    greeting
    user { firstName lastName }
    calculator(country: "DE") { state { co2EmissionTotal } }
    getDonations(active: true) { donationType rhythm amount }
  }`,
);

interface ProbeData {
  greeting: string;
  user?: { firstName: string | null; lastName: string | null } | null;
  calculator?: { state: { co2EmissionTotal: number } } | null;
  getDonations?: { donationType: string; rhythm: string; amount: number }[];
}

type ProbeState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'done'; data: ProbeData };

const tonnes = (t: number) =>
  `${new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1 }).format(Math.trunc(t * 10) / 10)} t`;

/**
 * Shows what the story's mock world answers: who is signed in, their footprint and active Abos. It proves the chain
 * story → decorator's Relay environment → MSW → Yoga → memory repositories for each scenario, and the memory router
 * with react-aria's RouterProvider (the link navigates without a page load).
 */
export function MockWorldProbe() {
  const environment = useRelayEnvironment();
  const signedIn = useSession().status === 'signedIn';
  const { pathname } = useLocation();
  const [state, setState] = useState<ProbeState>({ status: 'loading' });

  useEffect(() => {
    setState({ status: 'loading' });
    const subscription = environment
      .getNetwork()
      .execute(signedIn ? SIGNED_IN_QUERY : GUEST_QUERY, {}, {})
      .subscribe({
        next: (response) =>
          setState({ status: 'done', data: (response as GraphQLResponse & { data: ProbeData }).data }),
        error: (error: Error) => setState({ status: 'error', message: error.message }),
      });
    return () => subscription.unsubscribe();
  }, [environment, signedIn]);

  return (
    <section aria-labelledby="mock-world-heading" style={{ padding: '1rem', maxWidth: '40rem' }}>
      <h1 id="mock-world-heading">Mock-Welt</h1>
      <p>
        Sitzung: <strong>{signedIn ? 'angemeldet' : 'nicht angemeldet'}</strong> · Pfad: <code>{pathname}</code>
      </p>
      {state.status === 'loading' && <p role="status">Lädt …</p>}
      {state.status === 'error' && <p role="alert">Fehler: {state.message}</p>}
      {state.status === 'done' && <ProbeResult data={state.data} />}
      <p>
        <Link href="/ueber-uns">Zu „Über uns“</Link>
      </p>
    </section>
  );
}

function ProbeResult({ data }: { data: ProbeData }) {
  const donations = data.getDonations ?? [];
  return (
    <dl>
      <dt>Server</dt>
      <dd>{data.greeting}</dd>
      <dt>Person</dt>
      <dd>{data.user ? `${data.user.firstName} ${data.user.lastName}` : 'Gast'}</dd>
      {data.user && (
        <>
          <dt>CO2-Fußabdruck</dt>
          <dd>
            {data.calculator ? `${tonnes(data.calculator.state.co2EmissionTotal)} im Jahr` : 'noch nicht berechnet'}
          </dd>
          <dt>Aktive Spenden</dt>
          <dd>
            {donations.length === 0
              ? 'keine'
              : donations
                  .map((d) => `${d.donationType}, ${d.amount} € ${d.rhythm === 'monthly' ? 'im Monat' : 'einmalig'}`)
                  .join('; ')}
          </dd>
        </>
      )}
    </dl>
  );
}
