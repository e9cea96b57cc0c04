// Relay compiler config. Named exports, not `export default`: the compiler require()s this ES module and reads its
// namespace object, where a default export would hide the fields under `default`.

/** schema.graphql is the contract; artifacts are generated, reproducible and checked in CI (`relay:check`). */
export const src = './src';
export const schema = './schema.graphql';
export const language = 'typescript';
export const artifactDirectory = './src/__generated__';
export const eagerEsModules = true;
export const excludes = ['**/node_modules/**', '**/__generated__/**'];
// Custom scalars travel as strings (spec §7); src/format parses them where they are shown.
export const customScalarTypes = {
  Date: 'string',
  DateTime: 'string',
  EMail: 'string',
  QuestionId: 'string',
};
// Every operation gets a sha256 id in persisted_queries.json; production builds send only the id and the
// production server runs nothing else (server/core/persistedOperations.ts). The text stays in the artifacts for
// development, tests and dev:mock.
export const persistConfig = { file: './persisted_queries.json', algorithm: 'SHA256', include_query_text: true };
