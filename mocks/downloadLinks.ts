import { saveFile } from '../src/lib/saveFile';

/**
 * A download link (`<a download>`, e.g. a gift certificate's „Als PDF herunterladen“) is a navigation, and MSW's
 * worker lets navigations pass to the network, where dev:mock and Storybook have no server for them. In mock mode a
 * click on one is fetched instead — MSW answers it from the world — and the answer saved under the link's file name.
 * Returns the function that stops it.
 */
export function downloadLinksThroughMocks(root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[download][href]') : null;
    // Files the page made itself (blob: URLs) and other sites' files are none of the mock's business.
    if (!(link instanceof HTMLAnchorElement) || !/^https?:$/.test(link.protocol) || link.origin !== location.origin) {
      return;
    }
    event.preventDefault();
    void fetchAndSave(link.href, link.download);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}

async function fetchAndSave(url: string, downloadName: string): Promise<void> {
  const res = await fetch(url);
  if (!res.ok) {
    console.warn(`[Mock-Modus] ${url}: HTTP ${res.status} – ${await res.text()}`);
    return;
  }
  const named = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  saveFile(downloadName || named || new URL(url).pathname.split('/').pop() || 'download', await res.blob());
}
