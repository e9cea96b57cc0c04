import panel from './ProblemPanel.module.css';
import { retryButtonClass } from './retryButton';

export interface ErrorNoticeProps {
  /** The error view's code could not be loaded: the notice stays and is the page's heading. */
  failed?: boolean;
}

/**
 * What an error page shows while its code loads, and instead of it when that code cannot be loaded (offline, or a
 * new deployment removed the old files — often the very error being shown). Plain elements and nothing else of the
 * app, so it always renders. While loading it has no heading: RouteFocus waits for the error view's own.
 */
export function ErrorNotice({ failed = false }: ErrorNoticeProps) {
  const Title = failed ? 'h1' : 'p';
  return (
    <section className={panel.panel}>
      <Title className={panel.heading}>Die Seite kann gerade nicht angezeigt werden.</Title>
      <p className={panel.text}>
        Vielleicht ist deine Internetverbindung unterbrochen. Bitte lade die Seite neu – oft hilft das schon.
      </p>
      <div className={panel.actions}>
        <button type="button" className={retryButtonClass} onClick={() => window.location.reload()}>
          Seite neu laden
        </button>
        <a href="/">Zur Startseite</a>
      </div>
    </section>
  );
}
