import { beforeEach, describe, expect, it, vi } from 'vitest';
import { noteReaderSign, onFirstReaderSign } from './readerSigns';

beforeEach(() => delete document.documentElement.dataset.reader);

describe('the reader’s first sign', () => {
  it('calls back once, at the first scroll, pointer, touch, key or click — not at focus alone', () => {
    const callback = vi.fn();
    onFirstReaderSign(callback);
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(callback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('keydown'));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('counts a sign given before the app had arrived (the start script notes it)', () => {
    noteReaderSign();
    window.dispatchEvent(new Event('touchstart'));
    const callback = vi.fn();
    onFirstReaderSign(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('can be stopped before any sign', () => {
    const callback = vi.fn();
    onFirstReaderSign(callback)();
    window.dispatchEvent(new Event('pointerdown'));
    expect(callback).not.toHaveBeenCalled();
  });
});
