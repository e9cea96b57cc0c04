import { describe, expect, it } from 'vitest';
import { readTwingleMessage } from './twingleMessages';
import { twingleFrameUrl, twingleWidgetSource } from './twingleWidgetUrl';

const ORIGIN = 'https://spenden.twingle.de';
const read = (data: unknown, origin = ORIGIN) => readTwingleMessage(origin, data, ORIGIN, 'kh-1');

describe('readTwingleMessage', () => {
  it('reads the four messages of our widget', () => {
    expect(read({ type: 'size', cid: 'kh-1', value: 812.4 })).toEqual({ type: 'size', height: 813 });
    expect(read({ type: 'geturl', cid: 'kh-1' })).toEqual({ type: 'geturl' });
    expect(read({ type: 'scrollToTop', cid: 'kh-1', value: 40 })).toEqual({ type: 'scrollToTop', offset: 40 });
    expect(read({ type: 'donationFinished', cid: 'kh-1', value: { amount: 25 } })).toEqual({
      type: 'donationFinished',
      value: { amount: 25 },
    });
  });

  it('ignores other origins, other widgets, unknown types and absurd sizes', () => {
    expect(read({ type: 'donationFinished', cid: 'kh-1' }, 'https://evil.example')).toBeNull();
    expect(read({ type: 'size', cid: 'other', value: 500 })).toBeNull();
    expect(read({ type: 'redirect', cid: 'kh-1', value: 'https://evil.example' })).toBeNull();
    expect(read({ type: 'size', cid: 'kh-1', value: 1e9 })).toBeNull();
    expect(read({ type: 'size', cid: 'kh-1', value: 'groß' })).toBeNull();
    expect(read('donationFinished')).toBeNull();
    expect(read(null)).toBeNull();
  });
});

describe('twingleWidgetSource', () => {
  it("embeds Twingle's widget where the build names it, the sandbox everywhere else", () => {
    const env = { VITE_TWINGLE_WIDGET_URL_UGANDA: 'https://spenden.twingle.de/embed/klimahain/uganda/tw123/widget/' };
    expect(twingleWidgetSource('uganda', env, 'https://klimahain.de')).toEqual({
      base: 'https://spenden.twingle.de/embed/klimahain/uganda/tw123/widget',
      origin: ORIGIN,
      sandbox: false,
    });
    expect(twingleWidgetSource('indonesia', env, 'http://127.0.0.1:5173')).toEqual({
      base: 'http://127.0.0.1:5173/_sandbox/twingle',
      origin: 'http://127.0.0.1:5173',
      sandbox: true,
    });
  });

  it('presets amount, rhythm and our intent as tw_cid', () => {
    const source = twingleWidgetSource('indonesia', {}, 'http://127.0.0.1:5173');
    expect(twingleFrameUrl(source, 'kh-1', { amount: 30, rhythm: 'monthly', intentId: 'abc' })).toBe(
      'http://127.0.0.1:5173/_sandbox/twingle/kh-1?tw_amount=30&tw_rhythm=monthly&tw_cid=abc',
    );
  });
});
