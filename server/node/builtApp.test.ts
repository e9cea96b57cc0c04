import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildInfoFor } from '../../vite.buildInfo.ts';
import { PRODUCTION_ENV } from '../../tests/security/productionServer.js';
import { assertLiveTwingleWidgets, BUILD_INFO_FILE } from './builtApp.js';
import { readConfig } from './config.js';
import { startApi } from './startApi.js';

describe('a production server and the Twingle widget its build embeds', () => {
  let dist = '';
  beforeEach(async () => {
    dist = await mkdtemp(join(tmpdir(), 'klimahain-built-'));
    await mkdir(join(dist, '.vite'));
  });
  afterEach(() => rm(dist, { recursive: true, force: true }));

  const built = (env: Record<string, string>) =>
    writeFile(join(dist, BUILD_INFO_FILE), JSON.stringify(buildInfoFor(env)));

  it('refuses a build without the widget URLs, naming the variables to set', async () => {
    await built({});
    await expect(assertLiveTwingleWidgets(dist)).rejects.toThrow(
      /built without VITE_TWINGLE_WIDGET_URL_INDONESIA and VITE_TWINGLE_WIDGET_URL_UGANDA: its donation pages embed the Twingle sandbox/,
    );
  });

  it('refuses a build with only one project’s widget', async () => {
    await built({ VITE_TWINGLE_WIDGET_URL_INDONESIA: 'https://spenden.twingle.de/embed/klimahain/borneo/tw1/widget' });
    await expect(assertLiveTwingleWidgets(dist)).rejects.toThrow(/without VITE_TWINGLE_WIDGET_URL_UGANDA:/);
  });

  it('serves a build with both widget URLs', async () => {
    await built({
      VITE_TWINGLE_WIDGET_URL_INDONESIA: 'https://spenden.twingle.de/embed/klimahain/borneo/tw1/widget',
      VITE_TWINGLE_WIDGET_URL_UGANDA: 'https://spenden.twingle.de/embed/klimahain/uganda/tw2/widget',
    });
    await expect(assertLiveTwingleWidgets(dist)).resolves.toBeUndefined();
  });

  it('refuses a folder that no build of this project made', async () => {
    await expect(assertLiveTwingleWidgets(dist)).rejects.toThrow(/klimahain-build\.json is missing: build the app/);
  });

  it('keeps the production server from starting on such a build, before it opens the store', async () => {
    await built({});
    // PRODUCTION_ENV's database is unreachable: the refusal comes first, with the widget's reason.
    await expect(startApi(readConfig({ ...PRODUCTION_ENV, STATIC_DIR: dist }), () => {})).rejects.toThrow(
      /embed the Twingle sandbox/,
    );
  });
});
