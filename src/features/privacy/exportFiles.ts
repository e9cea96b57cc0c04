import { dayIn } from '../../../server/core/domain/calendar/calendarDays';

/** The day of the export in the donor's own time zone, as the file names carry it: 2026-11-25. */
export function exportDay(exportedAt: string | Date): string {
  // The device's own zone (undefined), so a late-evening export keeps the donor's day.
  return dayIn(new Date(exportedAt), undefined);
}

export interface ExportFile {
  name: string;
  label: string;
  url: string;
}

/** The two files of an export as object URLs; the caller revokes them (revokeExportFiles) when they are not shown any more. */
export function exportFiles(answer: { exportedAt: string | Date; json: string; geojson: string }): ExportFile[] {
  const day = exportDay(answer.exportedAt);
  return [
    {
      name: `klimahain-daten-${day}.json`,
      label: 'Meine Daten (JSON)',
      url: URL.createObjectURL(new Blob([answer.json], { type: 'application/json' })),
    },
    {
      name: `klimahain-flaechen-${day}.geojson`,
      label: 'Meine Flächen (GeoJSON)',
      url: URL.createObjectURL(new Blob([answer.geojson], { type: 'application/geo+json' })),
    },
  ];
}

export function revokeExportFiles(files: readonly ExportFile[]): void {
  for (const file of files) URL.revokeObjectURL(file.url);
}
