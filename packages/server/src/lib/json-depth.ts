/**
 * How deep arrays and objects may nest in a JSON body or payload. No call of the contract comes near it; a body of
 * thousands of levels would overflow the stack of any code that walks it recursively (the input rules' walk, a
 * schema, a logger) and answer 500.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * True when the JSON text nests arrays or objects deeper than `max` (brackets inside strings do not count). A linear
 * scan of the text, done before it is parsed.
 */
export function jsonNestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}
