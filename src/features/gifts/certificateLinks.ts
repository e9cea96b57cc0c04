import { pageByInternal } from '../../content/routes';

const CERTIFICATE_PAGE = pageByInternal('/gift/{token}').path;

/** The certificate page of a gift (/geschenk/<token>), for the giver's links to it. */
export const certificatePagePath = (token: string) => CERTIFICATE_PAGE.replace(':token', encodeURIComponent(token));

/** The certificate's PDF, by the same token as the page (server/node/gifts/certificateDownload.ts). */
export const certificatePdfUrl = (token: string) => `${certificatePagePath(token)}/Baum-Urkunde.pdf`;
