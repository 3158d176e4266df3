import { describe, expect, it } from 'vitest'
import { renderMarkdown, safeUrl, sanitizeTag } from './markdown'

const PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '<svg onload=alert(1)><circle/></svg>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](java\tscript:alert(1))',
  '[click](javascript&#58;alert(1))',
  '[click](&#x6a;avascript:alert(1))',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<iframe src="https://evil.test"></iframe>',
  '<a href="https://ok.test" onclick="alert(1)" style="position:fixed">x</a>',
  '<img src="https://ok.test/a.png" onerror="alert(1)">',
  '<div onmouseover="alert(1)">hover</div>',
  '<img src=x alt="a" onerror=alert(1)//>',
  '<img alt=">" src=x onerror=alert(1)>',
  '<<script>script>alert(1)<</script>/script>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '`<script>alert(1)</script>`',
  '```\n<script>alert(1)</script>\n```',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '\uE0000\uE001<script>alert(1)</script>',
]

/** What must never appear in the output, in tags the browser would build. */
function assertSafe(html: string): void {
  expect(html).not.toMatch(/<script/i)
  expect(html).not.toMatch(/<(svg|iframe|math|style|form|object|embed)\b/i)
  expect(html).not.toMatch(/<[^>]*\son\w+\s*=/i)
  expect(html).not.toMatch(/<[^>]*(href|src)\s*=\s*"\s*(javascript|vbscript|data):/i)
  expect(html).not.toMatch(/<[^>]*\sstyle\s*=/i)
  expect(html).not.toMatch(/[\uE000\uE001]/)
}

describe('markdown sanitiser', () => {
  for (const allowHtml of [false, true]) {
    it(`neutralises XSS payloads (renderHTML ${allowHtml ? 'on' : 'off'})`, () => {
      for (const payload of PAYLOADS) {
        assertSafe(renderMarkdown(payload, { allowHtml }))
        assertSafe(renderMarkdown(`text ${payload} more **bold**`, { allowHtml }))
      }
    })
  }

  it('shows HTML as text when renderHTML is off', () => {
    expect(renderMarkdown('<b>hi</b> & <img src=x onerror=alert(1)>')).toBe(
      '<p>&lt;b&gt;hi&lt;/b&gt; &amp; &lt;img src=x onerror=alert(1)&gt;</p>',
    )
  })

  it('keeps allowlisted tags and safe attributes when renderHTML is on', () => {
    expect(
      renderMarkdown('<b>bold</b> <a href="https://ok.test/?a=1&amp;b=2" onclick="x()">go</a>', {
        allowHtml: true,
      }),
    ).toBe(
      '<p><b>bold</b> <a href="https://ok.test/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">go</a></p>',
    )
    expect(renderMarkdown('<img src=x onerror=alert(1)>', { allowHtml: true })).toBe('<p><img src="x"></p>')
    expect(renderMarkdown('a<script>alert(1)</script>b', { allowHtml: true })).toBe('<p>ab</p>')
  })

  it('drops unsafe link targets but keeps their text', () => {
    expect(renderMarkdown('[click](javascript:alert(1))')).toBe('<p>click</p>')
    expect(renderMarkdown('![pic](data:image/png;base64,AAAA)')).toBe('<p>pic</p>')
  })

  it('rejects unsafe URLs and keeps safe ones', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JAVASCRIPT:x',
      'java\nscript:x',
      'data:text/html,x',
      'vbscript:x',
      'javascript&colon;x',
      'file:///etc/passwd',
    ])
      expect(safeUrl(bad), bad).toBeUndefined()
    expect(safeUrl('data:image/png;base64,AAAA', 'image')).toBeUndefined()
    expect(safeUrl('mailto:a@b.test', 'image')).toBeUndefined()
    for (const good of [
      'https://a.test/x?y=1',
      'http://a.test',
      'mailto:a@b.test',
      '/relative',
      '#anchor',
      'page.html',
    ])
      expect(safeUrl(good), good).toBe(good)
  })

  it('rebuilds tags from the allowlist', () => {
    expect(sanitizeTag('<svg onload=alert(1)>')).toBe('')
    expect(sanitizeTag('<td colspan="2" onclick="x" align="center">')).toBe('<td colspan="2" align="center">')
    expect(sanitizeTag('<code class="language-js" onclick=x>')).toBe('<code class="language-js">')
    expect(sanitizeTag('<code class="x y">')).toBe('<code>')
    expect(sanitizeTag('</br>')).toBe('')
  })

  it('renders common Markdown', () => {
    expect(renderMarkdown('# Title\n\nSome **bold**, *it*, `a<b` and ~~old~~.')).toBe(
      '<h1>Title</h1><p>Some <strong>bold</strong>, <em>it</em>, <code>a&lt;b</code> and <del>old</del>.</p>',
    )
    expect(renderMarkdown('- one\n- two\n  - nested\n\n1. first\n2. second')).toBe(
      '<ul><li>one</li><li>two<ul><li>nested</li></ul></li></ul><ol><li>first</li><li>second</li></ol>',
    )
    expect(renderMarkdown('```ts\nconst a = 1 < 2\n```')).toBe(
      '<pre><code class="language-ts">const a = 1 &lt; 2</code></pre>',
    )
    expect(renderMarkdown('See [docs](https://d.test/a_b) or https://x.test/path.')).toBe(
      '<p>See <a href="https://d.test/a_b" target="_blank" rel="noopener noreferrer">docs</a> or ' +
        '<a href="https://x.test/path" target="_blank" rel="noopener noreferrer">https://x.test/path</a>.</p>',
    )
    expect(renderMarkdown('| a | b |\n|---|:-:|\n| 1 | 2 |')).toBe(
      '<div class="table"><table><thead><tr><th>a</th><th align="center">b</th></tr></thead>' +
        '<tbody><tr><td>1</td><td align="center">2</td></tr></tbody></table></div>',
    )
    expect(renderMarkdown('> quoted\n\nline one\nline two')).toBe(
      '<blockquote><p>quoted</p></blockquote><p>line one<br>line two</p>',
    )
  })

  it('renders an unclosed fence (a streaming answer) as code', () => {
    expect(renderMarkdown('Here:\n```py\nprint("hi")')).toBe(
      '<p>Here:</p><pre><code class="language-py">print(&quot;hi&quot;)</code></pre>',
    )
  })
})
