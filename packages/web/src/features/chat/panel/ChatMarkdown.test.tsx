import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ChatMarkdown } from './ChatMarkdown'

const render = (text: string) => renderToStaticMarkup(<ChatMarkdown text={text} />)

describe('ChatMarkdown', () => {
  it('renders GFM: code blocks with their language, tables, lists', () => {
    const html = render(
      'Hi **there**\n\n```js\nconst a = 1 < 2\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- x\n- y',
    )
    expect(html).toContain('<strong>there</strong>')
    expect(html).toContain('<pre><code class="language-js">const a = 1 &lt; 2\n</code></pre>')
    expect(html).toContain('<table>')
    expect(html).toContain('<li>x</li>')
  })

  it('never renders raw HTML, event handlers or script URLs', () => {
    const html = render(
      [
        '<script>alert(1)</script>',
        '<img src=x onerror="alert(1)">',
        '<a href="javascript:alert(1)">html link</a>',
        '[md link](javascript:alert(1))',
        '[spaced](java%0Ascript:alert(1))',
        '![pixel](https://tracker.example/p.png)',
        '[ok](https://example.com)',
      ].join('\n\n'),
    )
    expect(html).not.toMatch(/<script|onerror|javascript:/i)
    expect(html).not.toContain('<img')
    expect(html).toContain('href="https://example.com"')
    expect(html).toContain('rel="noopener noreferrer nofollow"')
  })

  it("turns a code interpreter's sandbox link into a download of the file the run kept, and no other", () => {
    const report = {
      name: 'report.csv',
      mime: 'text/csv',
      stored: { flowId: 'f', chatId: 'c' },
      download: true,
    }
    const text = '[the report](sandbox:/mnt/data/report.csv) and [another](sandbox:/mnt/data/other.csv)'
    const html = renderToStaticMarkup(<ChatMarkdown text={text} files={[report]} />)
    expect(html).toMatch(/<button[^>]*>the report<\/button>/)
    // A file the run did not keep stays plain text; no sandbox URL reaches the page.
    expect(html).toContain('<span>another</span>')
    expect(html).not.toContain('sandbox:')
    expect(render(text)).not.toContain('<button')
  })
})
