/**
 * relay-runtime's own module that makes Relay's React context (a singleton: react-relay's hooks read the very same
 * object). @types/relay-runtime only types the package root, whose import would bring all of relay-runtime.
 */
declare module 'relay-runtime/lib/store/createRelayContext' {
  import type { Context } from 'react';
  import type { RelayContext } from 'relay-runtime';

  export default function createRelayContext(react: typeof import('react')): Context<RelayContext | null>;
}
