import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ProjectDonatePage } from './ProjectDonatePage';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/projekte/:project/spenden', element: <ProjectDonatePage /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

describe('ProjectDonatePage', () => {
  it('puts the right preposition before the place: „im Distrikt Kyenjojo“, not „in Distrikt“', async () => {
    renderAt('/projekte/uganda/spenden');
    expect(await screen.findByText(/für neue Bäume im Distrikt Kyenjojo in West-Uganda spenden/)).toBeTruthy();
    expect(screen.queryByText(/in Distrikt/)).toBeNull();
  });

  it('says „in Zentral-Kalimantan auf Borneo“ for Borneo', async () => {
    renderAt('/projekte/indonesien/spenden');
    expect(await screen.findByText(/für neue Bäume in Zentral-Kalimantan auf Borneo \(Indonesien\) spenden/)).toBeTruthy();
  });
});
