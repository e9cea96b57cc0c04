/** Hands a file the page holds to the browser as a download under `fileName`. */
export function saveFile(fileName: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the URL can go once this task is done.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
