import type { Plugin } from 'graphql-yoga';

/** One line per request: method, operation name, status, milliseconds. */
export function useRequestLog(log: (line: string) => void = console.log): Plugin {
  const started = new WeakMap<Request, number>();
  const operations = new WeakMap<Request, string>();
  return {
    onRequest({ request }) {
      started.set(request, performance.now());
    },
    onParams({ params, request }) {
      operations.set(request, params.operationName ?? '(anonymous)');
    },
    onResponse({ request, response }) {
      const ms = performance.now() - (started.get(request) ?? performance.now());
      const operation = operations.get(request) ?? '-';
      log(`${request.method} ${operation} ${response.status} ${ms.toFixed(1)}ms`);
    },
  };
}
