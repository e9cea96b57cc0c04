import { useId, useState, type FormEvent } from 'react';
import type { Scenario, ScenarioId } from './scenarios/types.js';
import styles from './DevToolbar.module.css';

export interface DevToolbarProps {
  scenarios: readonly Pick<Scenario, 'id' | 'label'>[];
  /** The active scenario. */
  currentId: ScenarioId;
  /** Called with the chosen scenario when the form is sent (dev:mock reloads the page with `?scenario=`). */
  onSelectScenario: (id: ScenarioId) => void;
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
}

/**
 * The dev:mock panel, bottom left, outside the app tree: shows that the data is made up and switches scenarios.
 * Collapsible to a small badge so it never hides content on a phone. Choosing in the select does nothing until
 * „Laden“ is pressed (changing a select must not reload the page under a keyboard user's arrow keys).
 */
export function DevToolbar({
  scenarios,
  currentId,
  onSelectScenario,
  defaultExpanded = true,
  onExpandedChange,
}: DevToolbarProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [choice, setChoice] = useState<ScenarioId>(currentId);
  const panelId = useId();
  const selectId = useId();
  const current = scenarios.find((s) => s.id === currentId);

  function handleToggle() {
    setExpanded(!expanded);
    onExpandedChange?.(!expanded);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSelectScenario(choice);
  }

  return (
    <aside className={styles.toolbar} aria-label="Mock-Modus" data-expanded={expanded || undefined}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={handleToggle}
      >
        <span className={styles.badge}>Mock-Modus</span>
        {!expanded && current && <span className={styles.current}>{current.label}</span>}
        <span className={styles.chevron} aria-hidden="true">
          {expanded ? '▾' : '▴'}
        </span>
      </button>
      <form id={panelId} className={styles.panel} hidden={!expanded} onSubmit={handleSubmit}>
        <label className={styles.label} htmlFor={selectId}>
          Szenario
        </label>
        <div className={styles.row}>
          <select
            id={selectId}
            className={styles.select}
            value={choice}
            onChange={(e) => setChoice(e.target.value as ScenarioId)}
          >
            {scenarios.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
          <button type="submit" className={styles.apply}>
            Laden
          </button>
        </div>
        <p className={styles.hint}>Alle Daten sind erfunden und leben nur bis zum Neuladen der Seite.</p>
      </form>
    </aside>
  );
}
