import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { MemoryRouter, useHref, useLocation, useNavigate } from 'react-router-dom';
import { Environment, Network, RecordSource, Store, type FetchFunction } from 'relay-runtime';

/** A Relay environment whose network is `fetchFn` (tests only: no server, no MSW). */
export function createTestEnvironment(fetchFn: FetchFunction = () => new Promise(() => {})): Environment {
  return new Environment({ network: Network.create(fetchFn), store: new Store(new RecordSource()) });
}

function AriaRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}

/** Shows the current path, so tests can see where a link led. */
export function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

export interface TestProvidersProps {
  path?: string;
  environment?: Environment;
  children: ReactNode;
}

/** What the shell gives the header in the app: Relay, react-router and react-aria's RouterProvider. */
export function TestProviders({ path = '/', environment = createTestEnvironment(), children }: TestProvidersProps) {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <MemoryRouter initialEntries={[path]}>
        <AriaRouter>
          {children}
          <CurrentPath />
        </AriaRouter>
      </MemoryRouter>
    </RelayEnvironmentProvider>
  );
}
