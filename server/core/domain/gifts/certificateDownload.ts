import type { GiftCertificateRenderer } from './deliveries.js';
import type { TreeGiftService } from './service.js';

export const CERTIFICATE_PDF_NAME = 'Baum-Urkunde.pdf';
const PREFIX = '/geschenk/';
const SUFFIX = `/${CERTIFICATE_PDF_NAME}`;

/** The certificate token of `/geschenk/<token>/Baum-Urkunde.pdf`; null for any other path. */
export function certificatePdfToken(path: string): string | null {
  return path.startsWith(PREFIX) && path.endsWith(SUFFIX) ? path.slice(PREFIX.length, -SUFFIX.length) : null;
}

export interface CertificateDownloadAnswer {
  status: 200 | 404 | 405;
  headers: Record<string, string>;
  /** What a GET gets; a HEAD gets the same status and headers without it. */
  body: Uint8Array | string;
}

/**
 * The certificate's PDF, by the certificate's link alone — the token is the capability, as for the page. Private to
 * whoever has the link: never stored by a shared cache, never indexed. Transport-free: the Node server
 * (server/node/gifts/certificateDownload.ts) and the browser mock (mocks/certificateHandlers.ts) answer through this.
 */
export async function answerCertificateDownload(
  method: string,
  token: string,
  gifts: Pick<TreeGiftService, 'certificateForDownload'>,
  renderer: GiftCertificateRenderer,
): Promise<CertificateDownloadAnswer> {
  const common = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' };
  if (method !== 'GET' && method !== 'HEAD') {
    return {
      status: 405,
      headers: { ...common, allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' },
      body: 'Nur GET.',
    };
  }
  const certificate = await gifts.certificateForDownload(token);
  if (!certificate) {
    return {
      status: 404,
      headers: { ...common, 'content-type': 'text/plain; charset=utf-8' },
      body: 'Diese Urkunde gibt es nicht (mehr) – prüfe bitte den Link aus deiner E-Mail.',
    };
  }
  const pdf = await renderer.render(certificate);
  return {
    status: 200,
    headers: {
      ...common,
      'content-type': 'application/pdf',
      'content-length': String(pdf.byteLength),
      'content-disposition': `attachment; filename="${CERTIFICATE_PDF_NAME}"`,
    },
    body: pdf,
  };
}
