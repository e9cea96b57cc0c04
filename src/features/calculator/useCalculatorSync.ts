import { useEffect } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import type { CalculatorCatalog } from '../../../server/core/domain/calculator/catalogTypes';
import { useSession } from '../../auth/session';
import { environmentOwner } from '../../relay/environment';
import { reportFrontendError } from '../errorReporting/reportFrontendError';
import { calculatorStore, type CalculatorStore } from './calculatorStore';
import { fetchSavedCalculator } from './fetchSavedCalculator';
import { syncGuest, syncSignedIn } from './syncCalculator';
import { useUpdateCalculatorState } from './useUpdateCalculatorState';

/**
 * Runs the spec §4 sync once the session is ready: guests start from what this browser kept; a signed-in viewer's
 * saved result is queried once per visit (coming back to the page keeps the answers of this visit).
 */
export function useCalculatorSync(catalog: CalculatorCatalog, store: CalculatorStore = calculatorStore): void {
  const sessionState = useSession();
  const environment = useRelayEnvironment();
  const save = useUpdateCalculatorState(catalog);
  const userId = sessionState.status === 'signedIn' ? sessionState.userId : null;
  const ready = sessionState.status !== 'loading';

  useEffect(() => {
    if (!ready) return;
    if (userId === null) {
      syncGuest(catalog, store);
      return;
    }
    // Wait for the signed-in viewer's environment, so what the sync loads and saves lands in the store the header
    // reads (right after a sign-in the page briefly still has the guest's).
    const environmentFor = environmentOwner(environment);
    if (environmentFor !== undefined && environmentFor !== userId) return;
    const { owner, sync } = store.get();
    if (owner === userId && sync !== 'undefined') return;
    void syncSignedIn(
      {
        catalog,
        store,
        fetchSaved: () => fetchSavedCalculator(environment, catalog.country),
        save,
        report: (error) => void reportFrontendError(error, environment),
      },
      userId,
    );
  }, [ready, userId, catalog, store, environment, save]);
}
