/**
 * stylelint (npm run lint, npm test): CSS files read colours, font sizes and spacing from the design tokens only
 * (stylelint.tokens.mjs). src/styles/tokens.css is where the raw values live. Nothing else is checked here: Prettier
 * formats the CSS.
 */
export default {
  plugins: ['./stylelint.tokens.mjs'],
  ignoreFiles: [
    'node_modules/**',
    'dist/**',
    'dist-e2e/**',
    'storybook-static/**',
    'coverage/**',
    'public/**',
    // The stand-in for Twingle's payment page (development and tests only) looks like Twingle, not like Klimahain.
    'server/node/twingle/sandbox/**',
  ],
  rules: {
    'klimahain/tokens-only': true,
  },
  overrides: [{ files: ['src/styles/tokens.css'], rules: { 'klimahain/tokens-only': null } }],
  reportDescriptionlessDisables: true,
  reportNeedlessDisables: true,
};
