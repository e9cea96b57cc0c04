import { saveFile } from '../../lib/saveFile';

/** Hands a PDF the server sent as base64 to the browser as a download under `fileName`. */
export function savePdf(fileName: string, base64: string): void {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  saveFile(fileName, new Blob([bytes], { type: 'application/pdf' }));
}
