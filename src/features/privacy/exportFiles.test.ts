import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportDay, exportFiles, revokeExportFiles } from './exportFiles';

afterEach(() => vi.restoreAllMocks());

describe('exportFiles', () => {
  it('names both files with the day of the export and puts the server’s text into them', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => `blob:test/${blobs.push(blob as Blob)}`);
    const files = exportFiles({
      exportedAt: '2026-11-25T09:30:00.000Z',
      json: '{"a":1}',
      geojson: '{"type":"FeatureCollection","features":[]}',
    });
    expect(files.map((f) => f.name)).toEqual([
      'klimahain-daten-2026-11-25.json',
      'klimahain-flaechen-2026-11-25.geojson',
    ]);
    expect(files.map((f) => f.url)).toEqual(['blob:test/1', 'blob:test/2']);
    expect(await blobs[0].text()).toBe('{"a":1}');
    expect(blobs[0].type).toBe('application/json');
    expect(JSON.parse(await blobs[1].text()).type).toBe('FeatureCollection');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    revokeExportFiles(files);
    expect(revoke.mock.calls).toEqual([['blob:test/1'], ['blob:test/2']]);
  });

  it('writes the day as yyyy-MM-dd', () => {
    expect(exportDay('2026-03-04T12:00:00.000Z')).toBe('2026-03-04');
  });
});
