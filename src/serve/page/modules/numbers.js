// Exact numbers: JSON with integers past 2^53 read and written as BigInt,
// and numbers in short and signed forms.

// ---- exact numbers ------------------------------------------------------
// JSON.parse rounds integers past 2^53. Integer literals longer than 15
// digits are quoted before parsing and come back as BigInt, so every total
// and margin is shown exactly.
export function parseExact(text) {
  const parts = [];
  let last = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 34) { inString = true; continue; }
    if (c === 45 || (c >= 48 && c <= 57)) {
      const sign = c === 45 ? 1 : 0;
      let j = i + sign;
      while (j < text.length && text.charCodeAt(j) >= 48 && text.charCodeAt(j) <= 57) j++;
      const next = text[j];
      if (j - i - sign > 15 && next !== '.' && next !== 'e' && next !== 'E') {
        parts.push(text.slice(last, i), '"\\u0000', text.slice(i, j), '"');
        last = j;
      }
      i = j - 1;
    }
  }
  parts.push(text.slice(last));
  return JSON.parse(parts.join(''), (key, value) =>
    typeof value === 'string' && value.charCodeAt(0) === 0 ? BigInt(value.slice(1)) : value);
}

// JSON.stringify refuses BigInt: each is written back as the integer
// literal it was read from.
export function stringifyExact(value) {
  return JSON.stringify(value, (key, v) => (typeof v === 'bigint' ? '\u0000' + v.toString() : v))
    .replace(/"\\u0000(-?\d+)"/g, '$1');
}

export const show = (n) => String(n);
export const approx = (n) => Number(n);
export function signed(n) {
  const s = show(n);
  return s.startsWith('-') ? '\u2212' + s.slice(1) : (s === '0' ? '0' : '+' + s);
}
// Short form for a narrow cell; the exact value goes in its title.
export function brief(n) {
  const s = show(n);
  const digits = s.replace('-', '');
  if (digits.length <= 5) return s;
  return (s.startsWith('-') ? '\u2212' : '') + digits[0] + '.' + digits[1] + 'e' + (digits.length - 1);
}
