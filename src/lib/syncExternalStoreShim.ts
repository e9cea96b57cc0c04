/**
 * Stands in for `use-sync-external-store/shim` (vite.config.ts): react-aria still imports the shim written for React 16
 * and 17, which React 19 makes a detour; the hook itself is React's.
 */
export { useSyncExternalStore } from 'react';
