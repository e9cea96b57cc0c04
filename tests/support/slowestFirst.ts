import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Runs the project that takes longest first and, inside each project, its longest files first. vitest's own order
 * runs the projects by name (app before server): the server's long files (child servers, PostgreSQL, SIGKILL) then
 * started late and ended the run alone while the other worker and Chromium were idle. The durations come from
 * vitest's results cache (node_modules/.vite); a fresh clone has none, so the files that start servers or databases
 * go first by name.
 */
const KNOWN_SLOW = [
  'server/node/store/crashSafety',
  'server/node/store/repositories.test',
  'server/node/cognito/local.test',
  'server/node/store/storeFaults.test',
  'server/node/provider/providerImport.test',
];

export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { cache, config } = this.ctx;
    const estimate = new Map<TestSpecification, number>();
    const projectTime = new Map<string, number>();
    for (const spec of files) {
      const file = relative(config.root, spec.moduleId);
      const key = `${spec.project.name}:${file}`;
      const slow = KNOWN_SLOW.findIndex((prefix) => file.startsWith(prefix));
      const time =
        cache.getFileTestResults(key)?.duration ??
        (slow >= 0 ? 60_000 - slow : (cache.getFileStats(key)?.size ?? 0) / 10);
      estimate.set(spec, time);
      projectTime.set(spec.project.name, (projectTime.get(spec.project.name) ?? 0) + time);
    }
    // One project after the other: a worker that changes project starts afresh (its module cache and environment
    // are per project), which cost more than the order won when the files were mixed.
    return [...files].sort(
      (a, b) =>
        projectTime.get(b.project.name)! - projectTime.get(a.project.name)! || estimate.get(b)! - estimate.get(a)!,
    );
  }
}
