import { describe, expect, it } from 'vitest';

import { attr, html } from '~/lib/html';

const HOSTILE = `<img src=x onerror="alert('x')">&`;
const ESCAPED = '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;';

describe('html', () => {
  it('escapes text and attribute values, keeps markup it made, and draws nothing for false, null and undefined', () => {
    const inner = html`<b>${'a < b'}</b>`;
    expect(String(html`<p title="${HOSTILE}">${HOSTILE}${inner}${false}${null}${undefined}${[1, ' ', 'x&y']}</p>`)).toBe(
      `<p title="${ESCAPED}">${ESCAPED}<b>a &lt; b</b>1 x&amp;y</p>`,
    );
  });

  it('writes an attribute only when it has a value', () => {
    expect(String(html`<a${attr('title', 'Tom "T"')}${attr('href', undefined)}${attr('data-x', false)}>`)).toBe('<a title="Tom &quot;T&quot;">');
  });
});
