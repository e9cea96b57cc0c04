/** Hands a PDF the server sent as base64 to the browser as a download under `fileName`. */
export function savePdf(fileName: string, base64: string): void {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the URL can go once this task is done.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
