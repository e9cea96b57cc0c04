import React from 'react';
import { useMemo, type ReactNode } from 'react';
import createRelayContext from 'relay-runtime/lib/store/createRelayContext';
import type { IEnvironment, RelayContext } from 'relay-runtime';
import { readSessionEnvironment } from './sessionEnvironment';

/**
 * Relay's own React context (the object react-relay's hooks read: relay-runtime makes it once), taken from its tiny
 * module so that providing it costs the page nothing of relay-runtime or react-relay.
 */
const RelayReactContext = createRelayContext(React);

export interface RelayScopeProps {
  /**
   * The environment to provide (the shell query's, for a signed-in viewer). Without it, the session's environment
   * (getEnvironment) is looked up when a Relay hook first asks for it — loading Relay then if need be.
   */
  environment?: IEnvironment | null;
  /** A new value gives the children a new context, so they look the session's environment up again. */
  resetKey?: unknown;
  children: ReactNode;
}

/**
 * RelayEnvironmentProvider for the whole app that does not bring Relay into the page: public pages without data never
 * load relay-runtime or react-relay. Pages and parts that use Relay find their environment as before; the first to
 * ask while Relay's code is not there yet suspends until it has loaded. Renders no markup of its own, so it is the
 * same on the server and in the browser.
 */
export function RelayScope({ environment = null, resetKey, children }: RelayScopeProps) {
  const value = useMemo<RelayContext>(
    () =>
      environment
        ? { environment }
        : {
            get environment() {
              return readSessionEnvironment();
            },
          },
    // resetKey: a new session (the shell's loader ran again) means a new context object for the consumers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [environment, resetKey],
  );
  return <RelayReactContext value={value}>{children}</RelayReactContext>;
}
