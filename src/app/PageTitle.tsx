import { PRODUCT_NAME } from '../../server/core/domain/product';

export interface PageTitleProps {
  /** German title without the product name; omit on the start page. */
  title?: string;
}

/** The document title; React 19 hoists <title> into <head>. */
export function PageTitle({ title }: PageTitleProps) {
  return <title>{title ? `${title} | ${PRODUCT_NAME}` : `${PRODUCT_NAME} – Bäume pflanzen für dein Klima`}</title>;
}
