import { render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Environment, Network, Observable, RecordSource, Store } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { ProjectDonatePage } from './ProjectDonatePage';

/** The intro stands above the data: the page's query never answers here. */
function renderAt(path: string) {
  const environment = new Environment({
    network: Network.create(() => Observable.create(() => undefined)),
    store: new Store(new RecordSource()),
  });
  const router = createMemoryRouter([{ path: '/projekte/:project/spenden', element: <ProjectDonatePage /> }], {
    initialEntries: [path],
  });
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
}

describe('ProjectDonatePage', () => {
  it('puts the right preposition before the place: „im Distrikt Kyenjojo“, not „in Distrikt“', async () => {
    renderAt('/projekte/uganda/spenden');
    expect(await screen.findByText(/für neue Bäume im Distrikt Kyenjojo in West-Uganda spenden/)).toBeTruthy();
    expect(screen.queryByText(/in Distrikt/)).toBeNull();
  });

  it('says „in Zentral-Kalimantan auf Borneo“ for Borneo', async () => {
    renderAt('/projekte/indonesien/spenden');
    expect(
      await screen.findByText(/für neue Bäume in Zentral-Kalimantan auf Borneo \(Indonesien\) spenden/),
    ).toBeTruthy();
  });
});
