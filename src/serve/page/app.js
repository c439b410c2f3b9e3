// The optimal-play playground, as ES modules (no build step: each file is
// served as it is). Everything is written once against the JSON API
// (docs/api.md), and no game is named in it: every position is drawn from
// the library's typed picture, one module a kind of picture
// (modules/picture/), so a game adds nothing here. This module wires the
// page's controls.

import { api } from './modules/api.js';
import { showReview } from './modules/chart.js';
import { chooseGame, chooseStarter, fillGames, generate, labelSeats } from './modules/controls.js';
import { $, busy } from './modules/dom.js';
import { exportPng, exportSvg } from './modules/export.js';
import { dragClick, dragEnd, dragOver, dragStart } from './modules/marks.js';
import { approx } from './modules/numbers.js';
import { drawPlay, hint, play, playHarmless, redo, resetPlay, showThermograph, showValues, start, undo } from './modules/play.js';
import { resetSolution, solve, stepTo } from './modules/solve.js';
import { view } from './modules/state.js';
import { loadValues } from './modules/strip.js';
import { movesOf, readLink, saveMoves } from './modules/link.js';

// ---- wiring ---------------------------------------------------------------------
function selectTab(which) {
  const play = which === 'play';
  $('tab-play').setAttribute('aria-selected', String(play));
  $('tab-solve').setAttribute('aria-selected', String(!play));
  $('play-panel').hidden = !play;
  $('solve-panel').hidden = play;
}

function typing(event) {
  const tag = event.target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}

document.addEventListener('keydown', (event) => {
  if (typing(event) || event.ctrlKey || event.metaKey || event.altKey) return;
  const solving = !$('solve-panel').hidden;
  if (solving) {
    if (event.key === 'ArrowRight') stepTo(view.step + 1);
    else if (event.key === 'ArrowLeft') stepTo(view.step - 1);
    else return;
  } else if (view.session) {
    const moves = view.session.over ? [] : view.session.moves;
    const end = (side) => moves.find((m) => m.side === side && (m.count === undefined || approx(m.count) === 1));
    if (event.key === 'h') hint();
    else if (event.key === 't') showThermograph();
    else if (event.key === 'u') undo();
    else if (event.key === 'r') redo();
    else if (event.key === 'k') playHarmless();
    else if (event.key === 'ArrowLeft' && end('left')) play(end('left').text);
    else if (event.key === 'ArrowRight' && end('right')) play(end('right').text);
    else return;
  } else return;
  event.preventDefault();
});

window.addEventListener('DOMContentLoaded', async () => {
  $('game').addEventListener('change', chooseGame);
  $('generate').addEventListener('click', generate);
  $('example').addEventListener('click', () => { $('input').value = view.game.example || ''; resetPlay(); resetSolution(); });
  $('starter').addEventListener('change', chooseStarter);
  $('input').addEventListener('input', () => { resetPlay(); resetSolution(); });
  $('rule').addEventListener('change', () => { labelSeats(); loadValues(); resetPlay(); resetSolution(); });
  $('opponent').addEventListener('change', () => { $('skill-field').hidden = $('opponent').value !== 'skill'; });
  $('board').addEventListener('pointerdown', dragStart);
  document.addEventListener('pointermove', dragOver);
  document.addEventListener('pointerup', dragEnd);
  $('board').addEventListener('click', dragClick, true);
  $('start').addEventListener('click', () => start());
  $('save-moves').addEventListener('click', saveMoves);
  $('export-svg').addEventListener('click', () => busy(exportSvg));
  $('export-png').addEventListener('click', () => busy(exportPng));
  $('load-moves').addEventListener('change', async () => {
    const file = $('load-moves').files[0];
    if (!file) return;
    const text = await file.text();
    $('load-moves').value = '';
    await start(movesOf(text));
  });
  // Presentation, for a projector: remembered on this browser.
  $('present').checked = localStorage.getItem('present') === 'yes';
  document.body.classList.toggle('present', $('present').checked);
  $('present').addEventListener('change', () => {
    document.body.classList.toggle('present', $('present').checked);
    localStorage.setItem('present', $('present').checked ? 'yes' : 'no');
  });
  // On a phone the rules fold away, one tap to open.
  if (window.matchMedia('(max-width: 40rem)').matches) $('rules-box').open = false;
  $('hint').addEventListener('click', hint);
  $('thermograph-now').addEventListener('click', showThermograph);
  $('undo').addEventListener('click', undo);
  $('redo').addEventListener('click', redo);
  $('harmless').addEventListener('click', playHarmless);
  for (const radio of document.querySelectorAll('input[name=mode]')) {
    radio.addEventListener('change', () => {
      view.mode = radio.value;
      document.body.dataset.mode = view.mode;
      if (!view.session) return;
      if (view.mode === 'analysis' && view.session.to_move === 'you' && !view.session.over) busy(() => showValues(false));
      else { view.values = null; $('hints').hidden = true; drawPlay(); }
    });
  }
  $('finish').addEventListener('click', showReview);
  $('typed-move').addEventListener('submit', (event) => {
    event.preventDefault();
    const text = $('move-text').value.trim();
    if (text) play(text).then(() => { $('move-text').value = ''; });
  });
  $('tab-play').addEventListener('click', () => selectTab('play'));
  $('tab-solve').addEventListener('click', () => selectTab('solve'));
  $('solve').addEventListener('click', solve);
  $('step-first').addEventListener('click', () => stepTo(0));
  $('step-back').addEventListener('click', () => stepTo(view.step - 1));
  $('step-forward').addEventListener('click', () => stepTo(view.step + 1));
  $('step-last').addEventListener('click', () => stepTo(Infinity));
  $('step-slider').addEventListener('input', (event) => stepTo(Number(event.target.value)));
  await busy(async () => {
    const reply = await api('GET', '/api/games');
    view.games = reply.games;
    fillGames();
  });
  // A link to a game played: the same instance, settings and moves.
  if (view.game) {
    const moves = readLink();
    labelSeats();
    if (moves) await start(moves);
  }
});
