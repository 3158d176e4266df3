// @vitest-environment jsdom
// A DOM for DOMPurify, which sanitises the answer's HTML when the theme turns renderHTML on.
import { beforeAll, describe, expect, it } from 'vitest'
import { loadHtmlSanitizer, type HtmlSanitizer } from './html-sanitizer'
import { renderMarkdown, safeUrl, type MarkdownOptions } from './markdown'

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
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<a href="https://ok.test">a<a href="javascript:alert(1)">b</a></a>',
  '[<a href="javascript:alert(1)">x</a>](https://ok.test)',
  '<input type="text" onfocus="alert(1)" autofocus>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<a href="java\nscript:alert(1)">x</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p data-x="1" aria-label="y" class="evil">x</p>',
]

/** What must never appear in the output, in tags the browser would build. */
function assertSafe(html: string): void {
  expect(html).not.toMatch(/<script/i)
  expect(html).not.toMatch(/<(svg|iframe|math|style|form|object|embed)\b/i)
  expect(html).not.toMatch(/<[^>]*\son\w+\s*=/i)
  expect(html).not.toMatch(/<[^>]*(href|src)\s*=\s*"\s*(javascript|vbscript|data):/i)
  expect(html).not.toMatch(/<[^>]*\sstyle\s*=/i)
  expect(html).not.toMatch(/[\uE000\uE001]/)
  // The elements a browser builds from it: nothing that runs code or leaves the page unasked.
  const template = document.createElement('template')
  template.innerHTML = html
  for (const el of template.content.querySelectorAll('*')) {
    expect(['script', 'style', 'iframe', 'object', 'embed', 'form', 'svg', 'math']).not.toContain(
      el.localName,
    )
    if (el.localName === 'input') expect(el.getAttribute('type')).toBe('checkbox')
    for (const attr of el.attributes) {
      expect(attr.name).not.toMatch(/^on|^style$|^data-|^aria-/)
      if (attr.name === 'href' || attr.name === 'src') expect(safeUrl(attr.value), attr.value).toBeDefined()
    }
  }
}

let sanitizeHtml: HtmlSanitizer
beforeAll(async () => {
  sanitizeHtml = await loadHtmlSanitizer()
})
const withHtml = (): MarkdownOptions => ({ sanitizeHtml })

describe('markdown sanitiser', () => {
  for (const allowHtml of [false, true]) {
    it(`neutralises XSS payloads (renderHTML ${allowHtml ? 'on' : 'off'})`, () => {
      const options = allowHtml ? withHtml() : {}
      for (const payload of PAYLOADS) {
        assertSafe(renderMarkdown(payload, options))
        assertSafe(renderMarkdown(`text ${payload} more **bold**`, options))
        assertSafe(
          renderMarkdown(`- item ${payload}\n\n> ${payload}\n\n| a |\n|---|\n| ${payload} |`, options),
        )
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
      renderMarkdown('<b>bold</b> <a href="https://ok.test/?a=1&amp;b=2" onclick="x()">go</a>', withHtml()),
    ).toBe(
      '<p><b>bold</b> <a href="https://ok.test/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">go</a></p>',
    )
    expect(renderMarkdown('<img src=x onerror=alert(1)>', withHtml())).toBe('<p><img src="x"></p>')
    expect(renderMarkdown('a<script>alert(1)</script>b', withHtml())).toBe('<p>ab</p>')
    expect(renderMarkdown('<svg onload=alert(1)><circle/></svg>hi', withHtml())).toBe('<p>hi</p>')
  })

  it('keeps only the attributes each tag allows, with safe values', () => {
    expect(
      renderMarkdown(
        '<table><tr><td colspan="2" onclick="x" align="center">a</td><td rowspan="x">b</td></tr></table>',
        withHtml(),
      ),
    ).toBe('<p><table><tbody><tr><td colspan="2" align="center">a</td><td>b</td></tr></tbody></table></p>')
    expect(
      renderMarkdown('<code class="language-js" onclick=x>a</code> <code class="x y">b</code>', withHtml()),
    ).toBe('<p><code class="language-js">a</code> <code>b</code></p>')
    expect(
      renderMarkdown('<a href="javascript:alert(1)" title="t">x</a> <span title="t">y</span>', withHtml()),
    ).toBe('<p><a title="t" target="_blank" rel="noopener noreferrer">x</a> <span>y</span></p>')
    expect(
      renderMarkdown('<details open ontoggle=alert(1)><summary>s</summary>d</details>', withHtml()),
    ).toBe('<p></p><details open=""><summary>s</summary>d</details><p></p>')
  })

  it('renders its own Markdown the same with renderHTML on, HTML in it kept', () => {
    const markdown =
      '# T\n\n- [x] done\n- **b** <i>i</i>\n\n```ts\na < b\n```\n\n| a |\n|:-:|\n| ![p](https://i.test/p.png) |'
    expect(renderMarkdown(markdown, withHtml())).toBe(
      '<h1>T</h1><ul><li><input type="checkbox" disabled="" checked=""> done</li><li><strong>b</strong> <i>i</i></li></ul>' +
        '<pre><code class="language-ts">a &lt; b</code></pre>' +
        '<div class="table"><table><thead><tr><th align="center">a</th></tr></thead><tbody><tr><td align="center">' +
        '<img src="https://i.test/p.png" alt="p" loading="lazy"></td></tr></tbody></table></div>',
    )
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
