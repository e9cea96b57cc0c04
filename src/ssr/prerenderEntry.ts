/** The SSR bundle's entry: what the prerender plugin (vite.prerender.ts) calls in Node after the client build. */
export { renderPage } from './renderPage';
export { answerGraphQLInProcess, createPrerenderServer } from './prerenderServer';
export { prerenderPaths } from './prerenderPaths';
export { pageHead } from './pageHead';
export { pageDocument } from './documentHtml';
export { robotsTxt, sitemapXml } from './sitemap';
export { classesOf, pageStylesheets } from './pageStylesheets';
export { startAfterPaintSource } from './startAfterPaint';
