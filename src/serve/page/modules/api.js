// The JSON API (docs/api.md), with exact numbers both ways.

import { parseExact, stringifyExact } from './numbers.js';

// ---- the API -------------------------------------------------------------
export async function api(method, path, body) {
  const options = { method, headers: {} };
  if (body !== undefined) {
    options.headers['Content-Type'] = 'application/json';
    options.body = stringifyExact(body);
  }
  const response = await fetch(path, options);
  const text = await response.text();
  const type = response.headers.get('Content-Type') || '';
  const data = type.startsWith('application/json') ? parseExact(text) : text;
  if (!response.ok) {
    throw new Error(data && data.error ? data.error : 'the server answered ' + response.status);
  }
  return data;
}
