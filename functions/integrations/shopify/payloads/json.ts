/**
 * Shopify sends its ids as JSON numbers, and some (older order ids, the documentation's samples) are
 * beyond 2^53: JSON.parse would round them (820982911946154508 → 820982911946154500). Before parsing,
 * every integer literal outside a string that a double cannot hold exactly is quoted, so it arrives as
 * the exact digits; everything else parses as JSON.parse would. Invalid JSON still throws SyntaxError.
 */
const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

export const parseJsonKeepingBigIntegers = (text: string): unknown => {
  let out = '';
  let copiedUpTo = 0;
  let i = 0;
  while (i < text.length) {
    const char = text[i] as string;
    if (char === '"') {
      // Skip the string, escapes included.
      i++;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      i++;
      continue;
    }
    if (char === '-' || (char >= '0' && char <= '9')) {
      NUMBER.lastIndex = i;
      const token = NUMBER.exec(text)?.[0];
      if (!token) {
        i++;
        continue;
      }
      if (/^-?\d+$/.test(token) && !Number.isSafeInteger(Number(token))) {
        out += `${text.slice(copiedUpTo, i)}"${token}"`;
        copiedUpTo = i + token.length;
      }
      i += token.length;
      continue;
    }
    i++;
  }
  return JSON.parse(out + text.slice(copiedUpTo));
};
