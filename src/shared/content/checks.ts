/**
 * Checks on the values of editable page content, without zod: the schemas (content-fields.ts)
 * use them, and so does the browser, which must not download zod on the public first load.
 */

/** CSS named colours (CSS Color Module Level 4) plus the keywords that make sense in content. */
const COLOR_NAMES =
  'transparent currentcolor aliceblue antiquewhite aqua aquamarine azure beige bisque black ' +
  'blanchedalmond blue blueviolet brown burlywood cadetblue chartreuse chocolate coral ' +
  'cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen ' +
  'darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon ' +
  'darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink ' +
  'deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ' +
  'ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ' +
  'ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan ' +
  'lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen ' +
  'lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen ' +
  'magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen ' +
  'mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream ' +
  'mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid ' +
  'palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum ' +
  'powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown ' +
  'seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen ' +
  'steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen';

let namedColors: Set<string> | undefined;

// Built on first use, so code that never checks colours (the public pages) drops the list.
function isNamedColor(color: string): boolean {
  namedColors ??= new Set(COLOR_NAMES.split(' '));
  return namedColors.has(color);
}

const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)`;
const ARG = `${NUMBER}(?:%|deg|turn|rad)?`;
// rgb()/rgba()/hsl()/hsla() in both the comma and the space-separated syntax, numbers only.
const FUNCTION_COLOR = new RegExp(
  `^(?:rgba?|hsla?)\\(\\s*${ARG}(?:\\s*,\\s*|\\s+)${ARG}(?:\\s*,\\s*|\\s+)${ARG}` +
    `(?:\\s*[,/]\\s*${ARG})?\\s*\\)$`,
  'i',
);

export function isCssColor(value: string): boolean {
  const color = value.trim();
  return HEX_COLOR.test(color) || FUNCTION_COLOR.test(color) || isNamedColor(color.toLowerCase());
}

/**
 * linear/radial/conic gradients built from colours, angles, positions and keywords only: no
 * url(), var() or quotes, so a gradient can never fetch anything or reach other properties.
 */
const GRADIENT = /^(?:repeating-)?(?:linear|radial|conic)-gradient\([#%.,\s\w()/+-]*\)$/i;
export function isCssGradient(value: string): boolean {
  const gradient = value.trim();
  return GRADIENT.test(gradient) && !/url|var|expression|image|attr|env/i.test(gradient);
}
