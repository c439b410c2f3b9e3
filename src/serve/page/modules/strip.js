// The strip of one heap's values, for a game given by a rule.

import { api } from './api.js';
import { $, element } from './dom.js';
import { view } from './state.js';

// ---- the values strip --------------------------------------------------------
// For a game given by a rule that offers values (an octal code, a
// subtraction set; not connect-four's width): one heap's
// Grundy values g(0), g(1), ..., the periodic part shaded period by period
// with a bar where each period starts, the zeros (the heaps the player to
// move loses alone) underlined, and the proof in words.
export let valuesAsked = 0;
export async function loadValues() {
  const strip = $('values-strip');
  const game = view.game;
  if (!game.rule || !game.values) { strip.hidden = true; strip.replaceChildren(); strip.dataset.state = 'none'; valuesAsked++; return; }
  const asked = ++valuesAsked;
  const request = { to: 60 };
  if ($('rule').value.trim() !== '') request.rule = $('rule').value.trim();
  strip.dataset.state = 'loading';
  try {
    let reply = await api('POST', '/api/games/' + game.name + '/values', request);
    // Show the pre-period and two whole periods, when they are within
    // reach.
    const period = reply.period;
    const twice = period ? period.pre_period + 2 * period.period - 1 : 0;
    if (twice > request.to && twice <= 400) {
      reply = await api('POST', '/api/games/' + game.name + '/values', { ...request, to: twice });
    }
    if (asked !== valuesAsked) return;
    drawValues(strip, reply);
    strip.dataset.state = 'shown';
  } catch (error) {
    if (asked !== valuesAsked) return;
    strip.hidden = false;
    strip.replaceChildren(element('figcaption', { class: 'error', text: error.message }));
    strip.dataset.state = 'error';
  }
}

export function drawValues(strip, reply) {
  const period = reply.period;
  const cells = reply.values.map((value, n) => {
    const classes = [];
    if (period && n >= period.pre_period) {
      const which = Math.floor((n - period.pre_period) / period.period);
      classes.push('periodic', which % 2 ? 'odd' : 'even');
      if ((n - period.pre_period) % period.period === 0) classes.push('period-start');
    }
    if (value === 0) classes.push('zero');
    return element('li', { class: classes.join(' '), title: 'g(' + n + ') = ' + value }, element('small', { text: String(n) }), String(value));
  });
  const summary = period
    ? 'period ' + period.period + ' from n0 = ' + period.pre_period + (period.pre_period > 0 ? ' (shaded from there, a bar where each period starts)' : ' (a bar where each period starts)')
    : 'no period';
  strip.replaceChildren(
    element('figcaption', {},
      element('strong', { text: 'Grundy values of ' + reply.game + ': ' + summary }),
      element('div', { class: 'proof', text: (period ? 'Proof: ' : '') + reply.proof + '. Underlined: g(n) = 0, a heap the player to move loses.' })),
    element('ol', { 'aria-label': 'g(0) to g(' + (reply.values.length - 1) + ')' }, ...cells));
  strip.hidden = false;
}
