export interface Finding {
  file: string;
  line: number;
  message: string;
}

const physicalProperties =
  /(?<![\w-])(margin|padding|border)-(left|right)(?![\w-])|(?<![\w-])(left|right)\s*:|text-align\s*:\s*(left|right)|float\s*:\s*(left|right)|border-(top|bottom)-(left|right)-radius/;

/** Logical CSS only, so Arabic mirrors: flags physical left/right properties. */
export function checkCssLine(line: string): string | null {
  const code = line.replace(/\/\*.*?\*\//g, '');
  const match = physicalProperties.exec(code);
  return match ? `use a logical property instead of "${match[0].trim()}"` : null;
}

const textProps = /\b(aria-label|title|placeholder|alt|label|description|errorMessage)=["']([^"']*)["']/g;

/** Visible or announced text given as a literal prop; it must come from the language files (t). */
export function checkLiteralProps(line: string): string | null {
  for (const match of line.matchAll(textProps)) {
    if (/\p{L}/u.test(match[2] ?? '')) return `literal text in ${match[1]}: use t(...)`;
  }
  return null;
}
