import { useEffect, useState } from 'react';

interface Booked {
  amount: number;
  rhythm: string;
}

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()).data as T;
}

/**
 * The Twingle sandbox in the mock world (dev:mock, Storybook): starts a payment intent as a guest, frames the sandbox
 * widget (served by vite.twingleSandbox.ts), lists the widget's messages and, after donationFinished, shows what the
 * push recorded (MSW → the push core → the scenario's memory repositories).
 */
export function TwingleSandboxProbe() {
  const [cid, setCid] = useState<string | null>(null);
  const [messages, setMessages] = useState<string[]>([]);
  const [booked, setBooked] = useState<Booked | null>(null);

  useEffect(() => {
    void graphql<{ createTwingleCampaignId: string }>('mutation { createTwingleCampaignId(project: "uganda") }').then(
      (d) => setCid(d.createTwingleCampaignId),
    );
  }, []);

  useEffect(() => {
    if (!cid) return;
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin || event.data?.cid !== 'probe') return;
      const type = String(event.data.type);
      setMessages((list) => [...list, type]);
      if (type === 'geturl')
        (event.source as Window).postMessage({ type: 'seturl', value: window.location.href }, event.origin);
      if (type === 'donationFinished') {
        void graphql<{ paymentIntent: { donation: Booked | null } }>(
          'query($id: ID!) { paymentIntent(id: $id) { donation { amount rhythm } } }',
          { id: cid },
        ).then((d) => setBooked(d.paymentIntent.donation));
      }
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [cid]);

  if (!cid) return <p role="status">Zahlung wird vorbereitet …</p>;
  return (
    <div>
      <iframe
        title="Spendenformular (Sandbox)"
        src={`/_sandbox/twingle/probe?tw_amount=25&tw_rhythm=one_time&tw_cid=${encodeURIComponent(cid)}`}
        style={{ width: '100%', height: 900, border: '1px solid #ccc' }}
      />
      <ol role="log" aria-label="Nachrichten des Widgets">
        {messages.map((m, i) => (
          <li key={i}>{m}</li>
        ))}
      </ol>
      {booked ? (
        <p>Verbucht: {`${euro.format(booked.amount)} ${booked.rhythm === 'monthly' ? 'monatlich' : 'einmalig'}`}</p>
      ) : null}
    </div>
  );
}
