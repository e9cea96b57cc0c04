import { transformSync } from '@babel/core';
import type { Plugin } from 'vite';

/**
 * Compiles graphql`` tags with babel-plugin-relay. @vitejs/plugin-react 6 has no babel option, and the published
 * Relay plugins either babel node_modules or refuse Vite 8 (STACK.md), so this small plugin does only that.
 */
export function relay(): Plugin {
  return {
    name: 'klimahain:relay',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.[jt]sx?$/.test(id) || id.includes('/node_modules/') || !code.includes('graphql`')) return null;
      const result = transformSync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['babel-plugin-relay', { eagerEsModules: true }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
