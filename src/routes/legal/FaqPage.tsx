import { useEffect, useState } from 'react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading, type Key } from 'react-aria-components';
import { Link, useLocation } from 'react-router-dom';
import { FAQ, FAQ_IDS, type FaqItem } from '../../content/faq';
import { pageByInternal } from '../../content/routes';
import { Page } from '../../ui/Page';
import { FaqStructuredData } from './FaqStructuredData';
import styles from './FaqPage.module.css';

/**
 * /faq: one disclosure group per topic; every answer opens and closes by keyboard (Enter or Space on the question).
 * /faq#<id> opens that answer and scrolls to it; each open answer links to itself.
 */
export function FaqPage() {
  const page = pageByInternal('/legal/faq');
  const { hash } = useLocation();
  const target = decodeURIComponent(hash.slice(1));
  const [expanded, setExpanded] = useState<ReadonlySet<Key>>(() => new Set(FAQ_IDS.has(target) ? [target] : []));

  // A question tapped before the page was taken over is focused, and CSS showed its answer (FaqPage.module.css):
  // it stays open now that the app has the page.
  useEffect(() => {
    const tapped = document.activeElement?.closest('h3')?.id;
    if (tapped && FAQ_IDS.has(tapped)) setExpanded((keys) => new Set([...keys, tapped]));
  }, []);

  useEffect(() => {
    if (!FAQ_IDS.has(target)) return;
    setExpanded((keys) => (keys.has(target) ? keys : new Set([...keys, target])));
    document.getElementById(target)?.scrollIntoView({ block: 'start' });
  }, [target]);

  return (
    <Page
      title={page.title}
      heading={page.heading}
      intro="Antworten rund um deine Spende, die Bäume, dein Konto und deine Daten. Deine Frage ist nicht dabei? Schreib uns über das Kontaktformular."
    >
      <FaqStructuredData />
      <nav className={styles.topics} aria-label="Themen">
        {FAQ.map((group) => (
          <a key={group.id} href={`#thema-${group.id}`} className={styles.topicLink}>
            {group.title}
          </a>
        ))}
      </nav>
      {FAQ.map((group) => {
        const ids = new Set<Key>(group.items.map((item) => item.id));
        return (
          <section key={group.id} className={styles.group} aria-labelledby={`thema-${group.id}`}>
            <h2 id={`thema-${group.id}`} className={styles.groupTitle}>
              {group.title}
            </h2>
            <DisclosureGroup
              className={styles.list}
              allowsMultipleExpanded
              expandedKeys={[...expanded].filter((key) => ids.has(key))}
              onExpandedChange={(keys) =>
                setExpanded((all) => new Set([...[...all].filter((key) => !ids.has(key)), ...keys]))
              }
            >
              {group.items.map((item) => (
                <FaqEntry key={item.id} item={item} />
              ))}
            </DisclosureGroup>
          </section>
        );
      })}
      <p className={styles.more}>
        Noch Fragen? <Link to="/kontakt">Schreib uns</Link> – wir antworten in der Regel innerhalb von zwei Werktagen.
      </p>
    </Page>
  );
}

function FaqEntry({ item }: { item: FaqItem }) {
  return (
    <Disclosure id={item.id} className={styles.item}>
      <Heading level={3} id={item.id} className={styles.question}>
        <Button slot="trigger" className={styles.trigger}>
          <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="m9 6 6 6-6 6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span>{item.question}</span>
        </Button>
      </Heading>
      <DisclosurePanel className={styles.panel}>
        {item.answer.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p className={styles.links}>
          {item.link ? <Link to={item.link.to}>{item.link.label}</Link> : null}
          <a href={`#${item.id}`} className={styles.anchor}>
            Link zu dieser Antwort
          </a>
        </p>
      </DisclosurePanel>
    </Disclosure>
  );
}
