import type { ServerConfig } from '../config.js';
import { cognitoServiceUrl } from '../cognito/pool.js';

/** Twingle's donation widget (docs/architecture.md §7): the one foreign frame the app embeds. */
export const TWINGLE_ORIGIN = 'https://spenden.twingle.de';

const origin = (url: string | null | undefined) => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/**
 * Headers for every response. The CSP allows no inline script: Vite's output is external modules, the consent
 * banner's tracker is an external script activated after consent; styles may be inline (react-aria positions
 * overlays with style attributes). Cognito (the identity API Amplify calls), the analytics host and Twingle's frame
 * are the only other origins, each only when configured.
 */
export function securityHeaders(
  config: Pick<ServerConfig, 'production' | 'cognito' | 'analyticsUrl'>,
): Record<string, string> {
  const identity = config.cognito ? origin(cognitoServiceUrl(config.cognito)) : null;
  const analytics = origin(config.analyticsUrl);
  const list = (...sources: (string | null)[]) => sources.filter(Boolean).join(' ');
  const csp = [
    "default-src 'self'",
    `script-src ${list("'self'", analytics)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', 'blob:', analytics)}`,
    "font-src 'self'",
    `connect-src ${list("'self'", identity, analytics)}`,
    // 'self': the sandbox widget (/_sandbox/twingle) in development and e2e; production frames only Twingle.
    `frame-src ${list(config.production ? null : "'self'", TWINGLE_ORIGIN)}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(config.production ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return {
    'content-security-policy': csp,
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), usb=()',
    // Only where the site is served over HTTPS; a local http://127.0.0.1 must not be pinned to HTTPS.
    ...(config.production ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

/**
 * The sandbox widget's page (never in production): the same policy, except that the app's own pages may frame it
 * (frame-ancestors, instead of 'none'; the caller drops X-Frame-Options).
 */
export function sandboxFrameHeaders(
  config: Pick<ServerConfig, 'production' | 'cognito' | 'analyticsUrl' | 'appUrl'>,
): Record<string, string> {
  const csp = securityHeaders(config)['content-security-policy'];
  return {
    'content-security-policy': csp.replace(
      "frame-ancestors 'none'",
      `frame-ancestors 'self' ${origin(config.appUrl) ?? ''}`.trim(),
    ),
  };
}
