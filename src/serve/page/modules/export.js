// The picture exported as it is drawn: an SVG file (the board's own markup
// inside the SVG, with the page's styles, so every kind of picture is
// exported the same way) and a PNG painted from that SVG.

import { download } from './link.js';
import { view } from './state.js';

// The page's stylesheet, fetched once (same origin) and kept in each SVG.
let stylesheet = null;
async function styles() {
  if (stylesheet === null) {
    const reply = await fetch('/style.css');
    stylesheet = reply.ok ? await reply.text() : '';
  }
  return stylesheet;
}

// XML text: `&` and `<` escaped.
const xmlText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

// The most pixels a side of the PNG may have: past it the scale is lowered.
const PNG_MOST_PIXELS = 8000;

// The drawing of `container` (its picture, legends and marks) as the text
// of an SVG file, and its size in CSS pixels (as drawn, how to play
// included, since the size is measured before it is left out).
export async function pictureSvg(container) {
  const width = Math.max(1, Math.ceil(container.scrollWidth));
  const height = Math.max(1, Math.ceil(container.scrollHeight));
  const copy = container.cloneNode(true);
  // How to play is left out: a picture is not clicked.
  copy.querySelectorAll('.how').forEach((how) => how.remove());
  // A canvas (a big board's map) is copied as the picture it shows.
  const canvases = container.querySelectorAll('canvas');
  copy.querySelectorAll('canvas').forEach((canvas, at) => {
    const image = document.createElement('img');
    image.setAttribute('src', canvases[at].toDataURL('image/png'));
    image.setAttribute('class', canvas.getAttribute('class') || '');
    image.setAttribute('alt', canvas.getAttribute('aria-label') || '');
    canvas.replaceWith(image);
  });
  const markup = new XMLSerializer().serializeToString(copy);
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="' + width + '" height="' + height + '" viewBox="0 0 ' + width + ' ' + height + '">' +
    '<foreignObject x="0" y="0" width="' + width + '" height="' + height + '">' +
    '<div xmlns="http://www.w3.org/1999/xhtml" style="background: #fdfdfb; font-family: system-ui, sans-serif; width: ' + width + 'px; height: ' + height + 'px">' +
    '<style>' + xmlText(await styles()) + '</style>' + markup + '</div></foreignObject></svg>';
  return { svg, width, height };
}

// An image once loaded (`decode` refuses some SVG images that load).
export function loaded(source) {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('the picture could not be drawn as an image'));
    image.src = source;
  });
}

// The same drawing as a PNG (a Blob), at twice the CSS pixels where that
// stays under PNG_MOST_PIXELS a side.
export async function picturePng(container) {
  const { svg, width, height } = await pictureSvg(container);
  const image = await loaded('data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svg));
  const scale = Math.max(0.1, Math.min(2, PNG_MOST_PIXELS / Math.max(width, height)));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const paint = canvas.getContext('2d');
  paint.fillStyle = '#fdfdfb';
  paint.fillRect(0, 0, canvas.width, canvas.height);
  paint.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the PNG could not be made'))), 'image/png'));
}

// A file's name for the picture after the moves played so far.
const fileName = (extension) => (view.game ? view.game.name : 'picture') + '-after-move-' + (view.session ? view.session.moves_made : 0) + '.' + extension;

/** Downloads the board as drawn, as SVG. */
export async function exportSvg() {
  const { svg } = await pictureSvg(document.getElementById('board'));
  download(fileName('svg'), svg, 'image/svg+xml');
}

/** Downloads the board as drawn, as PNG. */
export async function exportPng() {
  const png = await picturePng(document.getElementById('board'));
  download(fileName('png'), png, 'image/png');
}
