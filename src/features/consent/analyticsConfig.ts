/** Self-hosted Matomo: where its tracker lives and which site this is. */
export interface AnalyticsConfig {
  /** Base URL of the Matomo installation, ending in „/“ (matomo.js and matomo.php live there). */
  url: string;
  siteId: string;
}

export interface AnalyticsEnv {
  PROD: boolean;
  MODE: string;
  VITE_MATOMO_URL?: string;
  VITE_MATOMO_SITE_ID?: string;
}

/**
 * Analytics exist only in production builds (spec §9) and only when configured: development, dev:mock, Storybook and
 * tests never get a tracker, whatever the environment says. Anything but an http(s) URL and a numeric id is ignored.
 */
export function readAnalyticsConfig(env: AnalyticsEnv): AnalyticsConfig | null {
  if (!env.PROD || env.MODE !== 'production') return null;
  const rawUrl = env.VITE_MATOMO_URL?.trim();
  const siteId = env.VITE_MATOMO_SITE_ID?.trim();
  if (!rawUrl || !siteId || !/^[0-9]+$/.test(siteId)) return null;
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return { url: url.href.endsWith('/') ? url.href : `${url.href}/`, siteId };
}
