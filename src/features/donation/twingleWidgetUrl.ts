/**
 * Where the payment form comes from. Production builds name Twingle's widget per project
 * (VITE_TWINGLE_WIDGET_URL_INDONESIA / _UGANDA, e.g. https://spenden.twingle.de/embed/<org>/<project>/<id>/widget);
 * without them — development, e2e, dev:mock, Storybook — the app embeds the sandbox widget our own server serves
 * (/_sandbox/twingle, refused in production), which speaks the same protocol and sends the same push.
 */
export interface TwingleWidgetSource {
  /** The widget's base URL; the iframe loads `${base}/${widgetId}?tw_amount=…`. */
  base: string;
  /** Messages are accepted only from this origin. */
  origin: string;
  sandbox: boolean;
}

type Env = Partial<Record<string, string | boolean | undefined>>;

const ENV_KEYS: Record<string, string> = {
  indonesia: 'VITE_TWINGLE_WIDGET_URL_INDONESIA',
  uganda: 'VITE_TWINGLE_WIDGET_URL_UGANDA',
};

export function twingleWidgetSource(
  project: string,
  env: Env = import.meta.env,
  here: string = window.location.origin,
): TwingleWidgetSource {
  const configured = env[ENV_KEYS[project] ?? ''];
  if (typeof configured === 'string' && configured.trim() !== '') {
    const url = new URL(configured.trim());
    return { base: url.href.replace(/\/$/, ''), origin: url.origin, sandbox: false };
  }
  return { base: `${here}/_sandbox/twingle`, origin: here, sandbox: true };
}

/** The iframe's address with Twingle's presets: amount in euros, rhythm, and our payment intent as tw_cid. */
export function twingleFrameUrl(
  source: TwingleWidgetSource,
  widgetId: string,
  preset: { amount: number; rhythm: string; intentId: string },
): string {
  const params = new URLSearchParams({
    tw_amount: String(preset.amount),
    tw_rhythm: preset.rhythm,
    tw_cid: preset.intentId,
  });
  return `${source.base}/${encodeURIComponent(widgetId)}?${params}`;
}
