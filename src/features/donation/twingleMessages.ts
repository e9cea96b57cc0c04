/** Twingle's widget talks to the embedding page with postMessage: `{ type, cid, value }` (cid = the widget id). */
export type TwingleMessage =
  | { type: 'size'; height: number }
  | { type: 'geturl' }
  | { type: 'scrollToTop'; offset: number }
  | { type: 'donationFinished'; value: unknown };

/** Frame heights outside this range are ignored: a broken or hostile frame cannot blow the page up. */
const MIN_HEIGHT = 120;
const MAX_HEIGHT = 6000;

/**
 * The message if it comes from our widget's origin and names our widget; null for anything else (other frames,
 * extensions, a stranger's window). `origin` is the sender's, `expectedOrigin` the widget's.
 */
export function readTwingleMessage(
  origin: string,
  data: unknown,
  expectedOrigin: string,
  widgetId: string,
): TwingleMessage | null {
  if (origin !== expectedOrigin || typeof data !== 'object' || data === null) return null;
  const { type, cid, value } = data as { type?: unknown; cid?: unknown; value?: unknown };
  if (cid !== widgetId) return null;
  switch (type) {
    case 'size': {
      const height = Number(value);
      return Number.isFinite(height) && height >= MIN_HEIGHT && height <= MAX_HEIGHT
        ? { type, height: Math.ceil(height) }
        : null;
    }
    case 'geturl':
      return { type };
    case 'scrollToTop': {
      const offset = Number(value);
      return { type, offset: Number.isFinite(offset) ? offset : 0 };
    }
    case 'donationFinished':
      return { type, value };
    default:
      return null;
  }
}
