/** The product name ({product} in the spec); kept in one place (DESIGN). */
export const PRODUCT_NAME = 'Klimahain';
