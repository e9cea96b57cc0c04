import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  answerCertificateDownload,
  certificatePdfToken,
  CERTIFICATE_PDF_NAME,
} from '../server/core/domain/gifts/certificateDownload.js';
import { TreeGiftService } from '../server/core/domain/gifts/service.js';
import type { ScenarioWorld } from './handlers.js';
import { mockCertificateRenderer } from './mockCertificateRenderer.js';

/**
 * dev:mock and Storybook: a gift certificate's „Als PDF herunterladen“ (`/geschenk/<token>/Baum-Urkunde.pdf`),
 * answered from the scenario's memory repositories by the same core as the Node server, with the mock's preview PDF.
 */
export function certificateHandlers(world: ScenarioWorld | (() => ScenarioWorld)): HttpHandler[] {
  return [
    http.all(`*/geschenk/:token/${CERTIFICATE_PDF_NAME}`, async ({ request }) => {
      const server = (typeof world === 'function' ? world() : world).server;
      const token = certificatePdfToken(new URL(request.url).pathname);
      if (!server || token === null) return new HttpResponse('Der Mock-Server ist nicht erreichbar.', { status: 503 });
      const gifts = new TreeGiftService(
        server.repos,
        () => new Date(),
        () => crypto.randomUUID(),
      );
      const answer = await answerCertificateDownload(request.method, token, gifts, mockCertificateRenderer);
      return new HttpResponse(request.method === 'HEAD' ? null : answer.body, {
        status: answer.status,
        headers: answer.headers,
      });
    }),
  ];
}
