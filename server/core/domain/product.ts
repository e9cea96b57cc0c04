/** The product name ({product} in the spec); kept in one place (docs/architecture.md). */
export const PRODUCT_NAME = 'Klimahain';
