import type { SiteConfig } from '../../ports.js';
import { newGiftToken } from '../gifts/rules.js';

/** How long a task's link works; each reminder carries a new one (and the old one stops working). */
export const LINK_VALID_MS = 14 * 86_400_000;

/** A new secret for a task's link: 128 bit, base64url. Only its hash is stored. */
export const newTaskSecret = (): string => newGiftToken();

/** SHA-256 of the secret, base64url: what the store keeps, so a copy of the database opens no task. */
export async function secretHash(secret: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret)));
  let binary = '';
  for (const b of digest) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The team's link „In Twingle erledigt“: the secret rides in the fragment, which browsers never send to a server, so it
 * is in no access log or Referer. The page asks for a click before it spends it (mail scanners open links).
 */
export const taskLink = (site: Pick<SiteConfig, 'appUrl'>, taskId: string, secret: string): string =>
  `${site.appUrl}/team/aufgabe/${encodeURIComponent(taskId)}#${secret}`;
