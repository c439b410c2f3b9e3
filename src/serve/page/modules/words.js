// A value in words: a margin, a win or a loss in so many moves, a draw.

import { show, signed, stringifyExact } from './numbers.js';

// ---- values in words ------------------------------------------------------
export function valueText(value, words) {
  if (words) return words;
  if (!value) return '';
  if (value.margin !== undefined) return signed(value.margin);
  if (value.outcome === 'draw') return 'a draw';
  if (value.outcome) {
    const result = value.outcome === 'win' ? 'a win' : 'a loss';
    if (value.moves === undefined) return result;
    return result + ' in ' + show(value.moves) + (Number(value.moves) === 1 ? ' move' : ' moves');
  }
  return stringifyExact(value);
}
