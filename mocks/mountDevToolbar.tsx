import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DevToolbar } from './DevToolbar.js';
import { SCENARIOS } from './scenarios/list.js';
import type { ScenarioId } from './scenarios/types.js';
import { SCENARIO_PARAM, type ScenarioStore } from './scenarioStore.js';

const EXPANDED_KEY = 'klimahain.mock.toolbarExpanded';

/** Reloads the current page in another scenario (`?scenario=` is read and persisted by startMockMode). */
export function reloadWithScenario(id: ScenarioId): void {
  const url = new URL(window.location.href);
  url.searchParams.set(SCENARIO_PARAM, id);
  window.location.assign(url);
}

/** Renders the dev toolbar into its own node at the end of <body>, outside the app's React tree. */
export function mountDevToolbar(store: ScenarioStore): () => void {
  const node = document.createElement('div');
  node.id = 'klimahain-mock-toolbar';
  document.body.append(node);
  document.documentElement.dataset.mockToolbar = '';

  const root = createRoot(node);
  function render() {
    // A small badge until the developer opens it (the choice is kept for the browser tab).
    const defaultExpanded = sessionStorage.getItem(EXPANDED_KEY) === 'true';
    root.render(
      <StrictMode>
        <DevToolbar
          // A new key when the scenario changes (sign-out switches to the guest): the select shows it.
          key={store.get()}
          scenarios={SCENARIOS}
          currentId={store.get()}
          onSelectScenario={reloadWithScenario}
          defaultExpanded={defaultExpanded}
          onExpandedChange={(expanded) => sessionStorage.setItem(EXPANDED_KEY, String(expanded))}
        />
      </StrictMode>,
    );
  }
  render();
  const unsubscribe = store.subscribe(render);
  return () => {
    unsubscribe();
    root.unmount();
    node.remove();
    delete document.documentElement.dataset.mockToolbar;
  };
}
