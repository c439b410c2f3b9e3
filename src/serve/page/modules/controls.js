// The controls: choosing a game, its parameters (as the game declares
// them), and drawing a random instance.

import { api } from './api.js';
import { $, busy, element } from './dom.js';
import { show } from './numbers.js';
import { resetPlay } from './play.js';
import { resetSolution } from './solve.js';
import { view } from './state.js';
import { loadValues } from './strip.js';

// ---- choosing a game -------------------------------------------------------
export function fillGames() {
  const select = $('game');
  select.replaceChildren(...view.games.map((g) => element('option', { value: g.name, text: g.title })));
  const wanted = new URLSearchParams(location.search).get('game');
  if (wanted && view.games.some((g) => g.name === wanted)) select.value = wanted;
  chooseGame();
}

export function chooseGame() {
  const game = view.games.find((g) => g.name === $('game').value);
  view.game = game;
  // The page speaks of formats by name, not by the command line's flags.
  const problems = game.problems.map((problem) => problem.replace(/\(--format ([\w.-]+)\)/g, '(the $1 format)'));
  $('rules').textContent = game.rules + (problems.length ? ' (' + problems.join('; ') + ')' : '');
  $('param-field').hidden = !game.param;
  if (game.param) {
    $('param').value = show(game.param.default);
    $('param').min = show(game.param.min);
    $('param').parentElement.firstChild.textContent = game.param.name + ' ';
  }
  // A game given by a rule (an octal code): typed as text, the game's
  // default to start with.
  $('rule-field').hidden = !game.rule;
  if (game.rule) {
    $('rule').value = game.rule.default;
    $('rule').title = game.rule.help;
    $('rule').parentElement.firstChild.textContent = game.rule.name + ' ';
  }
  // The game's own parameters, as it declares them: label, range, default.
  $('generate-fields').replaceChildren(...game.generate.map((p) =>
    element('label', { title: p.help }, p.label + ' ',
      element('input', {
        type: 'number', id: 'gen-' + p.name, inputmode: 'numeric', placeholder: show(p.default),
        min: show(p.least), max: show(p.most),
      }))));
  $('seat').value = 'first';
  labelSeats();
  // A game whose instance is a program (a rules file) starts from one of
  // the project's examples, in a taller editor.
  const starters = game.starters || [];
  $('starter-field').hidden = starters.length === 0;
  $('starter').replaceChildren(...starters.map((starter, at) =>
    element('option', { value: String(at), text: starter.name })));
  $('input-label').textContent = game.instance_is_program
    ? 'Write your game\'s rules here, or start from one of the examples below (docs/own-game.md teaches them)'
    : 'Type or paste an instance in any layout the command line reads';
  $('input').rows = game.instance_is_program ? 18 : 5;
  $('input').value = starters.length ? starters[0].text : (game.example || '');
  resetPlay();
  resetSolution();
  document.body.dataset.game = game.name;
  loadValues();
}

/**
 * Names the seats, the one that moves first said: the first seat, unless
 * the game's rule says who starts (a partizan game's `first`: left or
 * right). The seat chosen stays chosen.
 */
export function labelSeats() {
  const game = view.game;
  const opener = game.rule && game.rule.name === 'first' && /^r/i.test($('rule').value.trim()) ? 1 : 0;
  const chosen = $('seat').value === 'second' ? 'second' : 'first';
  $('seat').replaceChildren(...['first', 'second'].map((value, at) =>
    element('option', { value, text: game.seats[at] + (at === opener ? ' (moves first)' : '') })));
  $('seat').value = chosen;
}

/** Puts the chosen starting rules file in the editor. */
export function chooseStarter() {
  const starter = (view.game.starters || [])[Number($('starter').value)];
  if (starter) $('input').value = starter.text;
  resetPlay();
  resetSolution();
}

export function instanceRequest() {
  const request = { input: $('input').value };
  if (view.game.param && $('param').value !== '') request.param = Number($('param').value);
  if (view.game.rule && $('rule').value.trim() !== '') request.rule = $('rule').value.trim();
  return request;
}

export async function generate() {
  const request = {};
  for (const c of view.game.generate) {
    const field = $('gen-' + c.name);
    if (field && field.value !== '') request[c.name] = Number(field.value);
  }
  if (view.game.param && $('param').value !== '') request.param = Number($('param').value);
  if (view.game.rule && $('rule').value.trim() !== '') request.rule = $('rule').value.trim();
  if ($('seed').value !== '') request.seed = Number($('seed').value);
  await busy(async () => {
    const reply = await api('POST', '/api/games/' + view.game.name + '/generate', request);
    $('input').value = reply.input;
    resetPlay();
    resetSolution();
  });
}
