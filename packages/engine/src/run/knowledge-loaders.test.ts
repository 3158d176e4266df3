import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeDocxBomb, makeTinyDocx, makeZip, startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { runFlow } from './run-flow'
import { buildFlow } from './build-flow'
import { startLocalHttpServer, type TLocalServer } from '../testing/local-http-server'
import { createTestServices } from '../testing/test-services'

let fake: FakeOpenAI
let api: TLocalServer
beforeAll(async () => {
  fake = await startFakeOpenAI()
  api = await startLocalHttpServer((req, res) => {
    if (req.url === '/faq.json') {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ q: 'Refunds?', a: 'Within 14 days', method: req.method, body: req.body }))
    } else if (req.url === '/plain') {
      res.writeHead(200, { 'content-type': 'text/plain' })
      res.end('Plain answer')
    } else {
      res.writeHead(500)
      res.end('boom')
    }
  })
})
afterAll(async () => {
  await fake.close()
  await api.close()
})

type Doc = { pageContent: string; metadata: Record<string, unknown> }
const fileInput = (name: string, mime: string, data: Buffer | string) =>
  `data:${mime};base64,${Buffer.from(data).toString('base64')},filename:${name}`

/** Runs a loader (optionally with a splitter) and returns its documents. */
async function load(
  name: string,
  inputs: Record<string, unknown>,
  splitter?: { name: string; inputs: Record<string, unknown> },
  allow: string[] = [],
): Promise<Doc[]> {
  const result = await runFlow({
    chatId: 'c',
    flowId: 'f',
    flowData: buildFlow([
      ...(splitter ? [{ id: 's', ...splitter }] : []),
      {
        id: 'l',
        name,
        output: 'document',
        inputs: { ...inputs, ...(splitter ? { textSplitter: '{{s.data.instance}}' } : {}) },
      },
      {
        id: 'out',
        name: 'customFunction',
        inputs: {
          functionInputVariables: { docs: '{{l.data.instance}}' },
          javascriptFunction: 'return $docs',
        },
      },
    ]),
    question: 'q',
    services: createTestServices(fake.baseUrl, { allowPrivateHosts: allow }),
  })
  return result.json as Doc[]
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

describe('knowledge loaders', () => {
  it('Docx File reads the paragraphs of a Word document', async () => {
    const docs = await load('docxFile', {
      docxFile: fileInput('policy.docx', DOCX, makeTinyDocx(['Refund policy', 'Paid within 14 days.'])),
    })
    expect(docs).toEqual([
      { pageContent: 'Refund policy\n\nPaid within 14 days.', metadata: { source: 'policy.docx' } },
    ])
  })

  it('Docx File refuses a zip bomb (honest or lying headers) and corrupt or wrong files, naming the file', async () => {
    const before = process.memoryUsage().rss
    await expect(
      load('docxFile', { docxFile: fileInput('bomb.docx', DOCX, makeDocxBomb(200)) }),
    ).rejects.toThrow(/bomb\.docx.*unpacks to more than 64 MB/)
    await expect(
      load('docxFile', { docxFile: fileInput('liar.docx', DOCX, makeDocxBomb(100, true)) }),
    ).rejects.toThrow(/liar\.docx.*unpacks to more than 64 MB/)
    // Refused within the budget: memory did not grow by the unpacked size.
    expect(process.memoryUsage().rss - before).toBeLessThan(150 * 1024 * 1024)
    const truncated = makeTinyDocx(['x']).subarray(0, 60)
    await expect(load('docxFile', { docxFile: fileInput('cut.docx', DOCX, truncated) })).rejects.toThrow(
      /cut\.docx.*not a valid ZIP archive/,
    )
    await expect(
      load('docxFile', { docxFile: fileInput('notes.docx', DOCX, 'just some text') }),
    ).rejects.toThrow(/notes\.docx.*not a valid ZIP archive/)
    const noDocument = makeZip([{ name: 'hello.txt', data: Buffer.from('hi') }])
    await expect(load('docxFile', { docxFile: fileInput('empty.docx', DOCX, noDocument) })).rejects.toThrow(
      /empty\.docx.*not a readable DOCX document/,
    )
  })

  it('Json Lines File reads the pointed field of each line', async () => {
    const jsonl =
      '{"q":"a","answer":"Refunds in 14 days"}\n\n{"answer":{"text":"Free exchanges"}}\n{"other":1}\n'
    const docs = await load('jsonlinesFile', {
      jsonlinesFile: fileInput('faq.jsonl', 'application/jsonl', jsonl),
      pointerName: '/answer',
    })
    expect(docs).toEqual([
      { pageContent: 'Refunds in 14 days', metadata: { source: 'faq.jsonl', line: 1 } },
      { pageContent: '{"text":"Free exchanges"}', metadata: { source: 'faq.jsonl', line: 3 } },
    ])
    await expect(
      load('jsonlinesFile', {
        jsonlinesFile: fileInput('bad.jsonl', 'application/jsonl', '{nope'),
        pointerName: 'a',
      }),
    ).rejects.toThrow(/bad\.jsonl, line 1: not valid JSON/)
  })

  it('API Loader GETs and POSTs through the outbound guard (JSON or text answers)', async () => {
    await expect(load('apiLoader', { url: `${api.url}/plain` })).rejects.toThrow(/Refused to connect/)
    expect(api.requests).toHaveLength(0)
    const got = await load('apiLoader', { url: `${api.url}/plain` }, undefined, ['127.0.0.1'])
    expect(got).toEqual([{ pageContent: 'Plain answer', metadata: { source: `${api.url}/plain` } }])
    const posted = await load(
      'apiLoader',
      {
        url: `${api.url}/faq.json`,
        method: 'POST',
        body: '{"topic":"refunds"}',
        headers: '{"x-team":"support"}',
      },
      undefined,
      ['127.0.0.1'],
    )
    expect(JSON.parse(posted[0]?.pageContent ?? '')).toMatchObject({ a: 'Within 14 days', method: 'POST' })
    expect(api.requests.at(-1)).toMatchObject({ method: 'POST', body: '{"topic":"refunds"}' })
    expect(api.requests.at(-1)?.headers['x-team']).toBe('support')
    await expect(load('apiLoader', { url: `${api.url}/broken` }, undefined, ['127.0.0.1'])).rejects.toThrow(
      /answered 500/,
    )
  })

  it('Markdown / HTML File keeps Markdown and converts HTML to Markdown without scripts', async () => {
    const html =
      '<html><head><style>p{}</style></head><body><h1>Shipping</h1><script>alert(1)</script><p>We ship <b>fast</b> to <a href="/eu">Europe</a>.</p><ul><li>DHL</li><li>UPS</li></ul></body></html>'
    const docs = await load('markdownHtmlFile', {
      markdownHtmlFile: JSON.stringify([
        fileInput('ship.html', 'text/html', html),
        fileInput('notes.md', 'text/markdown', '# Notes\n\nAs is.'),
      ]),
    })
    expect(docs).toEqual([
      {
        pageContent: '# Shipping\n\nWe ship **fast** to [Europe](/eu).\n\n- DHL\n- UPS',
        metadata: { source: 'ship.html' },
      },
      { pageContent: '# Notes\n\nAs is.', metadata: { source: 'notes.md' } },
    ])
  })
})

describe('knowledge splitters', () => {
  const text = (body: string) => ({ text: body })

  it('Token Text Splitter cuts by cl100k tokens with no download', async () => {
    const docs = await load('plainText', text('one two three four five six seven eight'), {
      name: 'tokenTextSplitter',
      inputs: { chunkSize: 3, chunkOverlap: 1 },
    })
    expect(docs.map((d) => d.pageContent)).toEqual([
      'one two three',
      ' three four five',
      ' five six seven',
      ' seven eight',
    ])
  })

  it('Character Text Splitter cuts at its separator (a blank line by default, typed escapes read)', async () => {
    const para = 'alpha beta\n\ngamma delta\n\nepsilon'
    const byDefault = await load('plainText', text(para), {
      name: 'characterTextSplitter',
      inputs: { chunkSize: 12, chunkOverlap: 0 },
    })
    expect(byDefault.map((d) => d.pageContent)).toEqual(['alpha beta', 'gamma delta', 'epsilon'])
    const bySpace = await load('plainText', text('one two three four five six'), {
      name: 'characterTextSplitter',
      inputs: { separator: ' ', chunkSize: 9, chunkOverlap: 4 },
    })
    expect(bySpace.map((d) => d.pageContent)).toEqual(['one two', 'two three', 'four five', 'five six'])
    const byLine = await load('plainText', text('a;b\nc;d\ne;f'), {
      name: 'characterTextSplitter',
      inputs: { separator: '\\n', chunkSize: 3, chunkOverlap: 0 },
    })
    expect(byLine.map((d) => d.pageContent)).toEqual(['a;b', 'c;d', 'e;f'])
  })

  it('Markdown Text Splitter cuts at headings', async () => {
    const docs = await load('plainText', text('# A\nalpha alpha\n\n## B\nbeta beta'), {
      name: 'markdownTextSplitter',
      inputs: { chunkSize: 20, chunkOverlap: 0 },
    })
    expect(docs.map((d) => d.pageContent)).toEqual(['# A\nalpha alpha', '## B\nbeta beta'])
  })

  it('HtmlToMarkdown Text Splitter turns HTML into Markdown before cutting it, for typed text and for a file', async () => {
    const html =
      '<html><head><style>p { color: red }</style></head><body><h1>A</h1><p>alpha <a href="https://a.example">link</a></p>' +
      '<script>track()</script><h2>B</h2><p>beta beta</p></body></html>'
    const splitter = { name: 'htmlToMarkdownTextSplitter', inputs: { chunkSize: 40, chunkOverlap: 0 } }
    const typed = await load('plainText', text(html), splitter)
    expect(typed.map((d) => d.pageContent)).toEqual([
      '# A\n\nalpha [link](https://a.example)',
      '## B\n\nbeta beta',
    ])
    // A Text File would otherwise be cut in windows of its raw bytes, skipping the conversion.
    const file = await load('textFile', { txtFile: fileInput('page.html', 'text/html', html) }, splitter)
    expect(file.map((d) => d.pageContent)).toEqual(typed.map((d) => d.pageContent))
  })

  it('Code Text Splitter cuts at the functions of its language', async () => {
    const code = 'def a():\n    return 1\n\ndef b():\n    return 2\n'
    const docs = await load('plainText', text(code), {
      name: 'codeTextSplitter',
      inputs: { language: 'python', chunkSize: 24, chunkOverlap: 0 },
    })
    expect(docs.map((d) => d.pageContent)).toEqual(['def a():\n    return 1', 'def b():\n    return 2'])
    await expect(
      load('plainText', text(code), { name: 'codeTextSplitter', inputs: { language: 'cobol' } }),
    ).rejects.toThrow(/cobol is not one of/)
  })
})
