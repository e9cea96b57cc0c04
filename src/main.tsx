import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { guestOnlyAdapter, session } from './auth/session';
import { createAppRouter } from './router';
import './styles/global.css';

async function start() {
  // Mock mode (npm run dev:mock) runs the real server in the browser; the import is dropped from production builds.
  if (import.meta.env.MODE === 'mock') {
    const { startMockMode } = await import('../mocks/browser');
    await startMockMode();
  } else {
    await session.install(guestOnlyAdapter);
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
    </StrictMode>,
  );
}

void start();
