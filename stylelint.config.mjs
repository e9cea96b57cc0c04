/**
 * stylelint (npm run lint, npm test): CSS files read colours, font sizes and spacing from the design tokens only
 * (stylelint.tokens.mjs). src/styles/tokens.css is where the raw values live. Besides that only cross-file `composes` is
 * refused; Prettier formats the CSS.
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
    // No `composes: … from` another file: Vite's CSS modules paste the composed file into the composing one as an
    // unparsed string (PostCSS's missing-`from` warning at every dev start, and the composed rules twice). Put both
    // class names on the element instead (src/app/feedback/retryButton.ts).
    'declaration-property-value-disallowed-list': [
      { composes: [String.raw`/\sfrom\s/`] },
      { message: 'composes … from einer anderen Datei: beide Klassen am Element setzen (siehe retryButton.ts)' },
    ],
  },
  overrides: [{ files: ['src/styles/tokens.css'], rules: { 'klimahain/tokens-only': null } }],
  reportDescriptionlessDisables: true,
  reportNeedlessDisables: true,
};
