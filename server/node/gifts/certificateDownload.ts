import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GiftCertificateRenderer } from '../../core/domain/gifts/deliveries.js';
import type { TreeGiftService } from '../../core/domain/gifts/service.js';

const PREFIX = '/geschenk/';
export const CERTIFICATE_PDF_NAME = 'Baum-Urkunde.pdf';
const SUFFIX = `/${CERTIFICATE_PDF_NAME}`;

/**
 * `/geschenk/<token>/Baum-Urkunde.pdf` (issue 33 §3): the certificate's PDF, by the certificate's link alone — the
 * token is the capability, as for the page. Private to whoever has the link: never stored by a shared cache, never
 * indexed. Returns false for other paths.
 */
export function certificateDownload(
  gifts: Pick<TreeGiftService, 'certificateForDownload'>,
  renderer: GiftCertificateRenderer,
) {
  return async (req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> => {
    if (!path.startsWith(PREFIX) || !path.endsWith(SUFFIX)) return false;
    const token = path.slice(PREFIX.length, -SUFFIX.length);
    const head = req.method === 'HEAD';
    const common = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' };
    if (req.method !== 'GET' && !head) {
      res
        .writeHead(405, { ...common, allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
        .end('Nur GET.');
      return true;
    }
    const certificate = await gifts.certificateForDownload(token);
    if (!certificate) {
      res.writeHead(404, { ...common, 'content-type': 'text/plain; charset=utf-8' });
      res.end(head ? undefined : 'Diese Urkunde gibt es nicht (mehr) – prüfe bitte den Link aus deiner E-Mail.');
      return true;
    }
    const pdf = Buffer.from(await renderer.render(certificate));
    res.writeHead(200, {
      ...common,
      'content-type': 'application/pdf',
      'content-length': pdf.length,
      'content-disposition': `attachment; filename="${CERTIFICATE_PDF_NAME}"`,
    });
    res.end(head ? undefined : pdf);
    return true;
  };
}
