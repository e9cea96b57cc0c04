/** The one body reader of the HTTP layer (stops at the limit, so the push is answered 413 at once). */
export { readLimitedBody } from '../http/readLimitedBody.js';
