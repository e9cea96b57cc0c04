import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { session } from '../src/auth/session';
import { createMockServer } from './executor';

/** dev:mock: the real Yoga runs in the browser behind MSW. (Scenarios and the dev toolbar build on this.) */
export async function startMockMode(): Promise<void> {
  const server = createMockServer();
  const worker = setupWorker(
    http.post('/graphql', async ({ request }) => {
      const res = await server.yoga.fetch(request.url, {
        method: 'POST',
        headers: request.headers,
        body: await request.text(),
      });
      return new HttpResponse(await res.text(), { status: res.status, headers: res.headers });
    }),
  );
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  await session.install({ restore: async () => ({ status: 'signedOut' }), signOut: async () => {} });
}
