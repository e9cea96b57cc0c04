/**
 * stylelint rule `klimahain/tokens-only` (issue 32 §2): outside src/styles/tokens.css a CSS file writes no raw colour,
 * font size or spacing — it reads the design tokens with var(--…).
 *
 * - Colour, in any property (also inside borders, shadows, gradients and custom properties): hex, rgb()/hsl()/…,
 *   and named colours are refused. `transparent`, `currentColor` and the CSS-wide keywords are fine.
 * - Font size (`font-size`, the size in a `font` shorthand, custom properties named *font-size*): no length.
 * - Spacing (`padding*`, `margin*`, `gap`, `row-gap`, `column-gap`, `inset*`, `scroll-padding*`, `scroll-margin*`,
 *   custom properties named *padding*, *margin*, *gap*, *space*): no length. `0`, `auto`, percentages, `env()` and
 *   `calc()` of tokens with plain numbers (`calc(-1 * var(--space-200))`) are fine.
 * Widths, heights, borders' and outlines' widths are not spacing (Polaris: space tokens are for padding, margin and
 * gap only).
 */
import stylelint from 'stylelint';

const ruleName = 'klimahain/tokens-only';
const messages = stylelint.utils.ruleMessages(ruleName, {
  colour: (value) =>
    `Raw colour "${value}": use a colour role, e.g. var(--color-text) or var(--color-bg-surface) (src/styles/tokens.css)`,
  fontSize: (value) =>
    `Raw font size "${value}": use a step of the type scale, var(--font-size-…) (src/styles/tokens.css)`,
  spacing: (value) => `Raw spacing "${value}": use a step of the spacing scale, var(--space-…) (src/styles/tokens.css)`,
});

const NAMED_COLOURS =
  'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood ' +
  'cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod ' +
  'darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon ' +
  'darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray ' +
  'dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green ' +
  'greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon ' +
  'lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon ' +
  'lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen magenta ' +
  'maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen ' +
  'mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive ' +
  'olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru ' +
  'pink plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen ' +
  'seashell sienna silver skyblue slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato ' +
  'turquoise violet wheat white whitesmoke yellow yellowgreen';
const COLOUR = new RegExp(
  `#[0-9a-f]{3,8}\\b|\\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|color-mix)\\(|(?<![\\w-])(?:${NAMED_COLOURS.split(' ').join('|')})(?![\\w-])`,
  'gi',
);
const LENGTH =
  /(?<![\w-])-?(?:\d*\.)?\d+(?:px|rem|em|ex|ch|cap|lh|rlh|vw|vh|vi|vb|vmin|vmax|svh|dvh|lvh|svw|dvw|lvw|pt|pc|cm|mm|in|q)\b/gi;
const FONT_SIZE_KEYWORD =
  /(?<![\w-])(?:xx-small|x-small|small|medium|large|x-large|xx-large|xxx-large|smaller|larger)(?![\w-])/gi;

const SPACING_PROPERTY = /^(?:padding|margin|gap|row-gap|column-gap|inset|scroll-padding|scroll-margin)(?:-|$)/i;
const SPACING_CUSTOM_PROPERTY = /^--.*(?:padding|margin|gap|space|inset)/i;

/** The value without strings, url()s and custom property names — what is left can hold raw values. */
function bare(value) {
  return value
    .replace(/(["'])(?:\\.|(?!\1).)*\1/g, ' ')
    .replace(/url\([^)]*\)/gi, ' ')
    .replace(/--[\w-]+/g, ' ');
}

/** @type {import('stylelint').Rule} */
const rule = (enabled) => (root, result) => {
  if (!enabled) return;
  root.walkDecls((decl) => {
    const prop = decl.prop.toLowerCase();
    const value = bare(decl.value);
    const report = (message, word) => {
      const index = Math.max(0, decl.toString().indexOf(word));
      stylelint.utils.report({ ruleName, result, node: decl, message, word, index, endIndex: index + word.length });
    };

    for (const match of value.matchAll(COLOUR)) report(messages.colour(match[0]), match[0]);

    const isFontSize = prop === 'font-size' || (prop.startsWith('--') && prop.includes('font-size'));
    if (isFontSize || prop === 'font') {
      // In the `font` shorthand, what follows the slash is the line height, not a size.
      const sizePart = prop === 'font' ? value.split('/')[0] : value;
      for (const match of sizePart.matchAll(LENGTH)) report(messages.fontSize(match[0]), match[0]);
      if (isFontSize)
        for (const match of sizePart.matchAll(FONT_SIZE_KEYWORD)) report(messages.fontSize(match[0]), match[0]);
    }

    if (SPACING_PROPERTY.test(prop) || SPACING_CUSTOM_PROPERTY.test(prop)) {
      for (const match of value.replace(/env\([^)]*\)/gi, ' ').matchAll(LENGTH)) {
        report(messages.spacing(match[0]), match[0]);
      }
    }
  });
};
rule.ruleName = ruleName;
rule.messages = messages;

export default stylelint.createPlugin(ruleName, rule);
