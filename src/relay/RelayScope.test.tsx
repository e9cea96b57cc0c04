import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { RelayEnvironmentProvider, useRelayEnvironment } from 'react-relay/hooks';
import { afterEach, expect, it } from 'vitest';
import { session } from '../auth/session';
import { createTestEnvironment } from '../app/header/testProviders';
import { RelayScope } from './RelayScope';

afterEach(() => session.set({ status: 'signedOut' }));

function WhichEnvironment({ expected }: { expected: () => unknown }) {
  const environment = useRelayEnvironment();
  return <p>{environment === expected() ? 'erwartete Umgebung' : 'andere Umgebung'}</p>;
}

it("gives Relay's hooks the session's environment (getEnvironment) when no environment is passed", async () => {
  session.set({ status: 'signedOut' });
  const { getEnvironment } = await import('./environment');
  render(
    <RelayScope>
      <Suspense fallback={<p>lädt</p>}>
        <WhichEnvironment expected={getEnvironment} />
      </Suspense>
    </RelayScope>,
  );
  expect(await screen.findByText('erwartete Umgebung')).toBeTruthy();
});

it('gives the passed environment, and a RelayEnvironmentProvider inside it still wins', () => {
  const passed = createTestEnvironment();
  const inner = createTestEnvironment();
  render(
    <RelayScope environment={passed}>
      <WhichEnvironment expected={() => passed} />
      <RelayEnvironmentProvider environment={inner}>
        <WhichEnvironment expected={() => inner} />
      </RelayEnvironmentProvider>
    </RelayScope>,
  );
  expect(screen.getAllByText('erwartete Umgebung')).toHaveLength(2);
});

it('runs no query for guests: the shell loader answers null without loading Relay', async () => {
  const { appShellLoader } = await import('../app/appShellLoader');
  session.set({ status: 'signedOut' });
  expect(appShellLoader()).toBeNull();
  session.set({ status: 'loading' });
  expect(appShellLoader()).toBeNull();
  session.set({ status: 'signedIn', accessToken: 'token-s', userId: 'user-s' });
  const queryRef = await appShellLoader();
  expect(queryRef?.variables).toEqual({ signedIn: true });
  queryRef?.dispose();
});
