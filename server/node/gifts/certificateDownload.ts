import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerCertificateDownload, certificatePdfToken } from '../../core/domain/gifts/certificateDownload.js';
import type { GiftCertificateRenderer } from '../../core/domain/gifts/deliveries.js';
import type { TreeGiftService } from '../../core/domain/gifts/service.js';

/** `/geschenk/<token>/Baum-Urkunde.pdf` on node:http (the answer: core/domain/gifts/certificateDownload.ts). */
export function certificateDownload(
  gifts: Pick<TreeGiftService, 'certificateForDownload'>,
  renderer: GiftCertificateRenderer,
) {
  return async (req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> => {
    const token = certificatePdfToken(path);
    if (token === null) return false;
    const answer = await answerCertificateDownload(req.method ?? 'GET', token, gifts, renderer);
    res.writeHead(answer.status, answer.headers);
    res.end(req.method === 'HEAD' ? undefined : answer.body);
    return true;
  };
}
