import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module per test: which parts are there is kept for the page's life.
const load = async () => {
  vi.resetModules();
  return import('./appReady');
};
const mark = () => document.documentElement.dataset.app;

beforeEach(() => delete document.documentElement.dataset.app);
afterEach(() => delete document.documentElement.dataset.app);

describe('the app’s ready mark', () => {
  it('waits until header, page and footer are each there: a part still prerendered does nothing yet', async () => {
    const { PartReady } = await load();
    const { rerender } = render(<PartReady part="header" />);
    expect(mark()).toBeUndefined();
    rerender(
      <>
        <PartReady part="header" />
        <PartReady part="footer" />
      </>,
    );
    expect(mark()).toBeUndefined();
    rerender(
      <>
        <PartReady part="header" />
        <PartReady part="footer" />
        <PartReady part="page" />
      </>,
    );
    expect(mark()).toBe('ready');
  });

  it('is set at once by the shell’s error page, which stands in for all parts', async () => {
    const { AppReady } = await load();
    render(<AppReady />);
    expect(mark()).toBe('ready');
  });
});
