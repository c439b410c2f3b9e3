// A game kept and shared: the address holds the game, the instance, the
// seat, the opponent and every move played, so a link reopens the same
// position; the moves are saved and loaded as text, in the format of the
// terminal's `save` and `play --replay` (one move a line, `#` comments).

import { $ } from './dom.js';
import { view } from './state.js';

// The address of the game being played: `?game=NAME#input=…&seat=…&moves=…`
// (docs/api.md, "Links"). Written after every move, without a new history
// entry for each.
export function writeLink() {
  if (!view.session || !view.game) return;
  const fields = new URLSearchParams();
  fields.set('input', $('input').value);
  if (view.game.param && $('param').value !== '') fields.set('param', $('param').value);
  if (view.game.rule && $('rule').value.trim() !== '') fields.set('rule', $('rule').value.trim());
  fields.set('seat', $('seat').value);
  fields.set('opponent', $('opponent').value);
  if ($('opponent').value === 'skill') fields.set('skill', $('skill').value);
  fields.set('moves', movesPlayed().join('\n'));
  history.replaceState(null, '', '?game=' + encodeURIComponent(view.game.name) + '#' + fields.toString());
}

// Every move played so far, as text, in order.
export const movesPlayed = () => view.turns.filter(Boolean).map((turn) => turn.move.text);

// What a link asks for, once the game it names is chosen: the instance and
// settings put in their places, and the moves to replay (null when the
// link holds no game played).
export function readLink() {
  const fields = new URLSearchParams(location.hash.slice(1));
  if (!fields.has('input')) return null;
  $('input').value = fields.get('input');
  for (const name of ['param', 'rule', 'skill']) if (fields.has(name)) $(name).value = fields.get(name);
  for (const name of ['seat', 'opponent']) {
    const select = $(name);
    if (fields.has(name) && [...select.options].some((option) => option.value === fields.get(name))) select.value = fields.get(name);
  }
  $('skill-field').hidden = $('opponent').value !== 'skill';
  return fields.has('moves') ? movesOf(fields.get('moves')) : null;
}

// The moves of a text: one a line, anything after `#` a comment, blank
// lines skipped (as `play --replay` reads a file).
export function movesOf(text) {
  return text.split('\n').map((line) => line.split('#')[0].trim()).filter((line) => line !== '');
}

// The moves played, as a file to download: the terminal's `save` format,
// so `optimal-play GAME play --replay FILE` goes on from the same position.
export function saveMoves() {
  if (!view.session) return;
  const lines = ['# optimal-play ' + view.game.name + ' play, you ' + $('seat').value + ': every move in order; replay with --replay FILE'];
  for (const turn of view.turns.filter(Boolean)) {
    lines.push(turn.move.text.padEnd(16) + ' # ' + turn.by + ': ' + turn.move.description);
  }
  download(view.game.name + '-moves.txt', lines.join('\n') + '\n', 'text/plain');
}

// Downloads `content` (text or a Blob) as the file `name`.
export function download(name, content, type) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(content instanceof Blob ? content : new Blob([content], { type }));
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
