import type { Project } from '../../content/projects';
import { newsById } from '../../content/projects/news';
import styles from './ProjectNews.module.css';

const DATE = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** „Gut zu wissen“ and „Neues aus dem Projekt“ (the project's news ids, newest first). */
export function ProjectNews({ project }: { project: Project }) {
  const news = project.newsIds.map(newsById).filter((n) => n !== undefined);
  return (
    <div className={styles.columns}>
      <section aria-labelledby="projekt-gut-zu-wissen" className={styles.goodToKnow}>
        <h2 id="projekt-gut-zu-wissen">Gut zu wissen</h2>
        <ul>
          {project.goodToKnow.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="projekt-neues">
        <h2 id="projekt-neues">Neues aus dem Projekt</h2>
        {news.length === 0 ? (
          <p>Noch keine Neuigkeiten.</p>
        ) : (
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
        )}
      </section>
    </div>
  );
}
