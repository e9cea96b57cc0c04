/**
 * Spec §2: the Impressum and the Datenschutzerklärung can be read without the consent banner in the way (it is not
 * shown there); leaving them without a choice reloads the page, so the next page shows the banner.
 */
export const BANNER_FREE_PATHS: readonly string[] = ['/impressum', '/datenschutz'];

export const isBannerFreePath = (pathname: string): boolean =>
  BANNER_FREE_PATHS.includes(pathname.replace(/\/+$/, '') || '/');

/** The consent library's own cookie (strictly necessary: it stores the choice itself). */
export const CONSENT_COOKIE = 'cc_cookie';

/** Whether the visitor has made a choice in the banner or the settings — readable before the library has loaded. */
export function consentChoiceStored(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((part) => part.trim().startsWith(`${CONSENT_COOKIE}=`));
}

/** True when moving from `from` to `to` must be a full page load (spec §2). */
export function mustReloadLeaving(from: string, to: string, choiceStored: boolean): boolean {
  return from !== to && isBannerFreePath(from) && !choiceStored;
}
