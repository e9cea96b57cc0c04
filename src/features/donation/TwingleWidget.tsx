import { useEffect, useId, useRef, useState } from 'react';
import { readTwingleMessage } from './twingleMessages';
import { twingleFrameUrl, twingleWidgetSource } from './twingleWidgetUrl';
import styles from './TwingleWidget.module.css';

export interface TwingleWidgetProps {
  project: string;
  intentId: string;
  amount: number;
  rhythm: 'monthly' | 'one_time';
  /** The widget says the donor finished: a hint only — the donation counts once Twingle's push has reached us. */
  onFinished: () => void;
}

const INITIAL_HEIGHT = 640;

/** Twingle's payment form in an iframe, with its postMessage protocol (size, geturl/seturl, scrollToTop, donationFinished). */
export function TwingleWidget({ project, intentId, amount, rhythm, onFinished }: TwingleWidgetProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const widgetId = `kh${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [height, setHeight] = useState(INITIAL_HEIGHT);
  const [loaded, setLoaded] = useState(false);
  const source = twingleWidgetSource(project);
  const finished = useRef(onFinished);
  finished.current = onFinished;

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.source !== frame.current?.contentWindow) return;
      const message = readTwingleMessage(event.origin, event.data, source.origin, widgetId);
      if (!message) return;
      if (message.type === 'size') setHeight(message.height);
      else if (message.type === 'geturl')
        frame.current?.contentWindow?.postMessage({ type: 'seturl', value: window.location.href }, source.origin);
      else if (message.type === 'scrollToTop') {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        frame.current?.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
      } else finished.current();
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [source.origin, widgetId]);

  return (
    <div className={styles.widget}>
      {loaded ? null : (
        <p className={styles.loading} role="status">
          Das Zahlungsformular wird geladen …
        </p>
      )}
      <iframe
        ref={frame}
        id={`twingleframe-${widgetId}`}
        className={styles.frame}
        title={source.sandbox ? 'Zahlungsformular (Sandbox, es wird kein Geld bewegt)' : 'Zahlungsformular von Twingle'}
        src={twingleFrameUrl(source, widgetId, { amount, rhythm, intentId })}
        style={{ height }}
        onLoad={() => setLoaded(true)}
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
