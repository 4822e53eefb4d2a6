import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

// sanitize-html is pinned to 2.17.5, the last release whose engines include Node 20 (issue 22 item 3). The releases
// after it fixed bypasses that need a tag or attribute outside this allow-list (textarea/xmp, noscript, meta refresh,
// SVG animation, iframe fallback, styles): these are those advisories' payloads, and they must stay inert here. If
// the allow-list grows to take one of those tags, this fails and the pin must be looked at again
// (docs/decisions/incoming/node-20-engines.md).
const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'h2',
  'h3',
  'h4',
]);
ALLOWED_TAGS.add('blockquote').add('code');

const PAYLOADS = [
  '<textarea></textarea/><img src=x onerror=alert(1)></textarea>',
  '<svg><textarea><img src=x onerror=alert(1)></textarea></svg>',
  '<xmp></xmp/><img src=x onerror=alert(1)></xmp>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>',
  '<div><noscript></div><img src=x onerror=alert(1)></noscript>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<svg><a><animate attributeName="href" values="#a;javascript:alert(1)"/><text>x</text></a></svg>',
  '<svg:animate attributeName="xlink:href" to="javascript:alert(1)"/>',
  '<iframe><iframe><img src=x onerror=alert(1)></iframe></iframe>',
  '<p style="background:url(javascript:alert(1))" class="x">t</p>',
  '<option>&lt;script&gt;alert(1)&lt;/script&gt;</option>',
];

/** Every tag left in the output, with its attributes (escaped text such as `&lt;img` is not a tag). */
const tagsOf = (html: string) =>
  [...html.matchAll(/<\/?([a-zA-Z][^\s/>]*)([^>]*)>/g)].map(([, name = '', attributes = '']) => ({
    name: name.toLowerCase(),
    attributes: [...attributes.matchAll(/([^\s=]+)(?:="([^"]*)")?/g)].map(([, key = '', value = '']) => ({
      key: key.toLowerCase(),
      value,
    })),
  }));

describe('sanitizeRichText', () => {
  it.each(PAYLOADS)('leaves only allowed tags and safe links from %s', (payload) => {
    const out = sanitizeRichText(`<p>before</p>${payload}<p>after <a href="https://mosaico.test">ok</a></p>`);
    const tags = tagsOf(out);
    expect(tags.map((tag) => tag.name).filter((name) => !ALLOWED_TAGS.has(name))).toEqual([]);
    for (const tag of tags) {
      for (const { key, value } of tag.attributes) {
        expect(tag.name === 'a' && ['href', 'target', 'rel'].includes(key)).toBe(true);
        if (key === 'href') expect(value).toMatch(/^(https?:|mailto:)/);
      }
    }
    expect(out).toContain(
      '<a href="https://mosaico.test" target="_blank" rel="noopener noreferrer nofollow">ok</a>',
    );
  });
});
