import { expect, it } from 'vitest';
import { readAnalyticsConfig } from './analyticsConfig';

const production = {
  PROD: true,
  MODE: 'production',
  VITE_MATOMO_URL: 'https://statistik.klimahain.example/matomo',
  VITE_MATOMO_SITE_ID: '3',
};

it('reads the tracker of a production build, with a trailing slash', () => {
  expect(readAnalyticsConfig(production)).toEqual({ url: 'https://statistik.klimahain.example/matomo/', siteId: '3' });
});

it('never has a tracker in development, dev:mock or tests, whatever the environment says', () => {
  expect(readAnalyticsConfig({ ...production, PROD: false, MODE: 'development' })).toBeNull();
  expect(readAnalyticsConfig({ ...production, PROD: true, MODE: 'mock' })).toBeNull();
  expect(readAnalyticsConfig({ ...production, PROD: false, MODE: 'test' })).toBeNull();
});

it('ignores a missing or unusable configuration', () => {
  expect(readAnalyticsConfig({ PROD: true, MODE: 'production' })).toBeNull();
  expect(readAnalyticsConfig({ ...production, VITE_MATOMO_SITE_ID: 'drei' })).toBeNull();
  expect(readAnalyticsConfig({ ...production, VITE_MATOMO_URL: 'javascript:alert(1)' })).toBeNull();
  expect(readAnalyticsConfig({ ...production, VITE_MATOMO_URL: 'kein url' })).toBeNull();
});
