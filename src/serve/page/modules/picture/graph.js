// A graph with tokens on its vertices, laid out by springs.

import { element, svgElement } from '../dom.js';
import { activate, decorateShape, onTarget, targetLabel } from '../marks.js';
import { targetsOf } from '../picture.js';

// A graph is drawn whole up to 60 vertices; a larger one, around its
// tokens (see `nearTokens`). A graph of edges grows from the ground in levels
// and is drawn whole up to 400 edges.
export const DRAWN_VERTICES = 60;
export const DRAWN_EDGES = 400;

// The part of a large graph around its tokens, as a graph of its own: the
// tokens' vertices, every vertex a move reaches, then the nearest others
// (by edges either way) up to DRAWN_VERTICES, with the edges between them
// and the tokens and moves renumbered to match. Null when the vertices a
// move reaches are too many to draw. The same part is the same object, so
// its layout is kept.
export const nearby = new WeakMap();
export function nearTokens(scene, picture, moves) {
  let known = nearby.get(scene);
  if (!known) {
    const next = Array.from({ length: scene.vertices.length }, () => []);
    for (const [a, b] of scene.edges) { next[a].push(b); next[b].push(a); }
    known = { next, parts: new Map() };
    nearby.set(scene, known);
  }
  const chosen = new Set();
  for (const token of picture.tokens) chosen.add(token.vertex);
  for (const move of moves) if (move.target && move.target.kind === 'vertex') chosen.add(move.target.vertex);
  if (chosen.size > DRAWN_VERTICES) return null;
  const queue = [...chosen];
  for (let i = 0; i < queue.length && chosen.size < DRAWN_VERTICES; i++) {
    for (const w of known.next[queue[i]]) {
      if (chosen.size >= DRAWN_VERTICES) break;
      if (!chosen.has(w)) { chosen.add(w); queue.push(w); }
    }
  }
  const kept = [...chosen].sort((a, b) => a - b);
  const key = kept.join(',');
  if (!known.parts.has(key)) {
    const index = new Map(kept.map((v, i) => [v, i]));
    known.parts.set(key, {
      index,
      scene: {
        kind: 'graph', directed: scene.directed,
        vertices: kept.map((v) => scene.vertices[v]),
        edges: scene.edges.filter(([a, b]) => index.has(a) && index.has(b)).map(([a, b]) => [index.get(a), index.get(b)]),
      },
    });
  }
  const part = known.parts.get(key);
  const renumber = (v) => part.index.get(v);
  return {
    scene: part.scene,
    picture: { ...picture, tokens: picture.tokens.map((t) => ({ ...t, vertex: renumber(t.vertex) })) },
    moves: moves.map((m) => (m.target && m.target.kind === 'vertex' ? { ...m, target: { ...m.target, vertex: renumber(m.target.vertex) } } : m)),
  };
}
// Where each vertex of a graph goes: a spring layout (edges pull, every
// pair pushes apart, all are drawn to the middle), started from a circle and run a fixed number of
// steps, so the same graph is always drawn the same way; then scaled into a
// square of `size` with room for the labels. Kept per scene: it is fixed.
export const layouts = new WeakMap();
export function springLayout(scene, size) {
  const known = layouts.get(scene);
  if (known && known.size === size) return known.at;
  const n = scene.vertices.length;
  const p = Array.from({ length: n }, (_, v) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * v) / n;
    return [Math.cos(angle), Math.sin(angle)];
  });
  const edges = scene.edges.filter(([a, b]) => a !== b);
  const ideal = 2 / Math.sqrt(Math.max(n, 1));
  let step = 0.1;
  for (let round = 0; n > 2 && round < 300; round++) {
    const push = p.map(() => [0, 0]);
    for (let a = 0; a < n; a++) {
      for (let b = a + 1; b < n; b++) {
        const dx = p[a][0] - p[b][0];
        const dy = p[a][1] - p[b][1];
        const d2 = Math.max(dx * dx + dy * dy, 1e-6);
        const f = (ideal * ideal) / d2;
        push[a][0] += dx * f; push[a][1] += dy * f;
        push[b][0] -= dx * f; push[b][1] -= dy * f;
      }
    }
    for (const [a, b] of edges) {
      const dx = p[a][0] - p[b][0];
      const dy = p[a][1] - p[b][1];
      const d = Math.sqrt(dx * dx + dy * dy) || 1e-3;
      const f = d / ideal;
      push[a][0] -= dx * f; push[a][1] -= dy * f;
      push[b][0] += dx * f; push[b][1] += dy * f;
    }
    // A pull to the middle keeps a vertex with no edges (or a part of the
    // graph on its own) near the rest, not pushed off to a corner.
    for (let v = 0; v < n; v++) {
      push[v][0] -= 2 * p[v][0];
      push[v][1] -= 2 * p[v][1];
    }
    for (let v = 0; v < n; v++) {
      const length = Math.hypot(push[v][0], push[v][1]) || 1;
      const move = Math.min(length, step);
      p[v][0] += (push[v][0] / length) * move;
      p[v][1] += (push[v][1] / length) * move;
    }
    step *= 0.985;
  }
  const xs = p.map((q) => q[0]);
  const ys = p.map((q) => q[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const margin = 34;
  const scale = (size - 2 * margin) / Math.max(x1 - x0, y1 - y0, 1e-6);
  const at = p.map(([x, y]) => n === 1
    ? [size / 2, size / 2]
    : [margin + (x - x0) * scale + ((size - 2 * margin) - (x1 - x0) * scale) / 2,
      margin + (y - y0) * scale + ((size - 2 * margin) - (y1 - y0) * scale) / 2]);
  // No two circles on top of each other: pairs nearer than two radii and a
  // gap are pushed apart, within the square.
  const apart = 40;
  for (let round = 0; round < 60; round++) {
    let moved = false;
    for (let a = 0; a < n; a++) {
      for (let b = a + 1; b < n; b++) {
        const dx = at[b][0] - at[a][0];
        const dy = at[b][1] - at[a][1];
        const d = Math.hypot(dx, dy);
        if (d >= apart) continue;
        const [ux, uy] = d > 1e-6 ? [dx / d, dy / d] : [1, 0];
        const half = (apart - d) / 2;
        at[a][0] -= ux * half; at[a][1] -= uy * half;
        at[b][0] += ux * half; at[b][1] += uy * half;
        moved = true;
      }
    }
    for (const q of at) {
      q[0] = Math.min(size - margin, Math.max(margin, q[0]));
      q[1] = Math.min(size - margin, Math.max(margin, q[1]));
    }
    if (!moved) break;
  }
  layouts.set(scene, { size, at });
  return at;
}

// A graph laid out by springs: its edges (arrows when one-way), its
// vertices with their labels, the tokens on them, and a click on a vertex
// that a move reaches plays that move. More vertices get a larger square.
export function drawGraph(container, scene, picture, moves, options) {
  const n = scene.vertices.length;
  const size = Math.round(360 * Math.max(1, Math.sqrt(n / 10)));
  const places = springLayout(scene, size);
  const at = (v) => places[v];
  const svg = svgElement('svg', { viewBox: '0 0 ' + size + ' ' + size, class: 'graph' + (n > 12 ? ' large' : ''), role: 'img', 'aria-label': 'the graph' });
  svg.append(svgElement('defs', {}, svgElement('marker', { id: 'arrow', viewBox: '0 0 10 10', refX: '24', refY: '5', markerWidth: '6', markerHeight: '6', orient: 'auto-start-reverse' },
    svgElement('path', { d: 'M 0 0 L 10 5 L 0 10 z', class: 'arrow' }))));
  for (const [from, to] of scene.edges) {
    const [x1, y1] = at(from);
    const [x2, y2] = at(to);
    if (from === to) {
      svg.append(svgElement('circle', { cx: x1, cy: y1 - 20, r: 12, class: 'edge loop' }));
      continue;
    }
    const line = svgElement('line', { x1, y1, x2, y2, class: 'edge' });
    if (scene.directed) line.setAttribute('marker-end', 'url(#arrow)');
    svg.append(line);
  }
  const tokens = new Map();
  for (const token of picture.tokens) tokens.set(token.vertex, (tokens.get(token.vertex) || []).concat(token.name));
  const targets = targetsOf(moves, 'vertex', (t) => t.vertex);
  for (let v = 0; v < n; v++) {
    const [x, y] = at(v);
    const move = targets.get(v);
    const here = tokens.get(v) || [];
    const classes = 'vertex' + (move ? ' reachable' : '') + here.map((name) => ' has-' + name).join('');
    const title = 'vertex ' + scene.vertices[v] + (here.length ? ': the ' + here.join(' and the ') : '') + (move ? ' (' + targetLabel(move) + ')' : '');
    const group = svgElement('g', { class: classes, 'data-vertex': v, tabindex: move ? '0' : '-1', role: move ? 'button' : 'img', 'aria-label': title },
      svgElement('title', {}, title),
      svgElement('circle', { cx: x, cy: y, r: 16 }),
      svgElement('text', { x, y: y + 5, 'text-anchor': 'middle' }, scene.vertices[v]));
    if (here.length) group.append(svgElement('text', { x, y: y - 22, 'text-anchor': 'middle', class: 'token-name' }, here.join(' + ')));
    if (move) {
      const act = onTarget(move, options);
      activate(group, act);
      decorateShape(group, move, x, y + 32);
    }
    svg.append(group);
  }
  container.append(svg);
  const names = [...new Set(picture.tokens.map((t) => t.name))];
  container.append(element('p', { class: 'meta how', text: 'Click a highlighted vertex to move ' + (names.length === 1 ? 'the ' + names[0] : 'your piece') + ' there.' }));
}
