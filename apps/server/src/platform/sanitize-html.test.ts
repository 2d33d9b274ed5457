import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-html.ts';

describe('sanitizeRichText', () => {
  it('keeps the formatting an article needs', () => {
    const html =
      '<h2>Heading</h2><h3>Sub</h3><h4>Minor</h4><p>Plain <strong>bold</strong> <em>em</em> <b>b</b> <i>i</i> <u>u</u><br></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><hr>' +
      '<table><caption>Sizes</caption><thead><tr><th scope="col">Disk</th></tr></thead><tbody><tr><td colspan="2">2 TB</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Heading</h2><h3>Sub</h3><h4>Minor</h4><p>Plain <strong>bold</strong> <em>em</em> <b>b</b> <i>i</i> <u>u</u><br /></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><hr />' +
        '<table><caption>Sizes</caption><thead><tr><th scope="col">Disk</th></tr></thead><tbody><tr><td colspan="2">2 TB</td></tr></tbody></table>',
    );
  });

  it('removes script and style elements together with their content', () => {
    const out = sanitizeRichText('<p>Hi</p><script>alert(1)</script><style>body{display:none}</style>');
    expect(out).toBe('<p>Hi</p>');
  });

  it('drops event handlers and unsafe image sources', () => {
    expect(sanitizeRichText('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeRichText('<img src="javascript:alert(1)">')).toBe('');
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('');
    expect(sanitizeRichText('<img src="//evil.example/x.png">')).toBe('');
    expect(sanitizeRichText('<img src="/media/blogs/a.svg" alt="A" width="800" height="450" onload="x()">')).toBe(
      '<img src="/media/blogs/a.svg" alt="A" width="800" height="450" />',
    );
    expect(sanitizeRichText('<img src="https://cdn.example/a.png" width="100%">')).toBe('<img src="https://cdn.example/a.png" />');
  });

  it('neutralises javascript: links and marks every link nofollow', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer nofollow">x</a>');
    expect(sanitizeRichText('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer nofollow">x</a>');
    expect(sanitizeRichText('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe(
      '<a rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeRichText('<a href="https://example.com" target="_blank" rel="opener" onclick="x()">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:info@suraksha.com.np">m</a><a href="tel:+9771">t</a><a href="/pages/about-us">p</a>')).toBe(
      '<a href="mailto:info@suraksha.com.np" rel="noopener noreferrer nofollow">m</a>' +
        '<a href="tel:+9771" rel="noopener noreferrer nofollow">t</a>' +
        '<a href="/pages/about-us" rel="noopener noreferrer nofollow">p</a>',
    );
  });

  it('removes svg, iframe and other active elements entirely', () => {
    expect(sanitizeRichText('<svg onload=alert(1)><text>hidden</text></svg><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeRichText('<iframe src="https://evil.example"></iframe><object data="x"></object>')).toBe('');
    expect(sanitizeRichText('<form action="/x"><input name="a"><button>Go</button></form>')).toBe('Go');
  });

  it('drops style, class and id attributes', () => {
    expect(sanitizeRichText('<p style="position:fixed;top:0" class="x" id="y">t</p>')).toBe('<p>t</p>');
  });

  it('escapes text so it can never become markup', () => {
    expect(sanitizeRichText('<p>1 &lt; 2 &amp; "x"</p>')).toBe('<p>1 &lt; 2 &amp; "x"</p>');
    expect(sanitizeRichText('<<script>script>alert(1)<</script>/script>')).not.toMatch(/<script/i);
  });
});
