import { readAnalyticsConfig } from './analyticsConfig';
import { createConsentManager } from './createConsentManager';

/** The app's one consent manager; its library, texts and styles load on first use, never with the first page. */
export const consent = createConsentManager({
  load: () => import('./consentLibrary'),
  analytics: readAnalyticsConfig(import.meta.env),
});
