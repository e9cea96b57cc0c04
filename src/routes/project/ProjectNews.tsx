import type { ProjectDetails } from '../../content/projects';
import { newsById, type NewsItem } from '../../content/projects/news';
import styles from './ProjectNews.module.css';

const DATE = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

export interface ProjectNewsProps {
  project: ProjectDetails;
  /** The reports to show, newest first; by default the project's news ids from content/projects/news.ts. */
  news?: readonly NewsItem[];
}

/**
 * „Gut zu wissen“ and „Neues aus dem Projekt“. Without real reports the news column is left out rather than shown
 * empty or filled with examples.
 */
export function ProjectNews({
  project,
  news = project.newsIds.map(newsById).filter((n) => n !== undefined),
}: ProjectNewsProps) {
  return (
    <div className={styles.columns} data-with-news={news.length > 0 || undefined}>
      <section aria-labelledby="projekt-gut-zu-wissen" className={styles.goodToKnow}>
        <h2 id="projekt-gut-zu-wissen">Gut zu wissen</h2>
        <ul>
          {project.goodToKnow.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </section>
      {news.length > 0 ? (
        <section aria-labelledby="projekt-neues">
          <h2 id="projekt-neues">Neues aus dem Projekt</h2>
          <ul className={styles.news}>
            {news.map((item) => (
              <li key={item.id} id={`neues-${item.id}`}>
                <article aria-labelledby={`neues-${item.id}-titel`}>
                  <time dateTime={item.date} className={styles.date}>
                    {DATE.format(new Date(item.date))}
                  </time>
                  <h3 id={`neues-${item.id}-titel`} className={styles.title}>
                    {item.title}
                  </h3>
                  <p className={styles.text}>{item.text}</p>
                </article>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
