import { PRODUCT_NAME } from '../../domain/product.js';
import type { Resolver } from '../resolver.js';

/** Test query (spec §7): answers guests and signed-in users alike. */
export const greeting: Resolver = (_p, _args, { viewer }) =>
  viewer ? `Hallo vom ${PRODUCT_NAME}, schön, dass du angemeldet bist!` : `Hallo vom ${PRODUCT_NAME}!`;
