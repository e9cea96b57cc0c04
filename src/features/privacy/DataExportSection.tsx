import { useEffect, useRef, useState } from 'react';
import { ProfileSection } from '../auth/ProfileSection';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { exportFiles, revokeExportFiles, type ExportFile } from './exportFiles';
import { requestErrorMessage } from './requestErrorMessage';
import { useDataExport } from './useDataExport';
import styles from './DataExportSection.module.css';

export const EXPORT_FAILED =
  'Deine Daten konnten gerade nicht zusammengestellt werden. Bitte versuche es in ein paar Minuten erneut.';

/**
 * „Meine Daten herunterladen“ (DSGVO Art. 15 and 20): the server puts the donor's data together on request, the
 * browser turns the answer into two files (JSON and GeoJSON) offered as download links — two links rather than
 * two automatic downloads, which browsers block or ask about.
 */
export function DataExportSection() {
  const fetchExport = useDataExport();
  const [files, setFiles] = useState<ExportFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const shown = useRef<ExportFile[]>([]);

  // The object URLs hold the whole export in memory until revoked.
  useEffect(() => () => revokeExportFiles(shown.current), []);

  async function handlePress() {
    setPending(true);
    setError(null);
    try {
      const next = exportFiles(await fetchExport());
      revokeExportFiles(shown.current);
      shown.current = next;
      setFiles(next);
    } catch (caught) {
      setError(requestErrorMessage(caught, EXPORT_FAILED));
    } finally {
      setPending(false);
    }
  }

  return (
    <ProfileSection id="meine-daten" title="Meine Daten herunterladen">
      <p>
        Du bekommst alles, was wir zu deinem Konto gespeichert haben: Profil, Rechner-Ergebnisse, Spenden, Bestellungen,
        Newsletter-Einwilligung und Nachrichten an uns als JSON-Datei, dazu die Flächen deiner Bäume als GeoJSON-Datei.
      </p>
      <Button variant="secondary" onPress={() => void handlePress()} isPending={isPending}>
        {isPending
          ? 'Daten werden zusammengestellt …'
          : files.length
            ? 'Daten neu zusammenstellen'
            : 'Daten zusammenstellen'}
      </Button>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {files.length && !error ? (
        <div className={styles.ready}>
          <Alert tone="success">Deine Daten sind bereit. Speichere beide Dateien:</Alert>
          <ul className={styles.files}>
            {files.map((file) => (
              <li key={file.name}>
                <a className={styles.file} href={file.url} download={file.name}>
                  {file.label} – {file.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </ProfileSection>
  );
}
