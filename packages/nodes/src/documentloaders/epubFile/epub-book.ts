import { posix } from 'node:path'
import { NodeInputError } from '../../shared/read-inputs'
import { lazyImport } from '../../shared/lazy-import'

const cheerioModule = lazyImport(() => import('cheerio'))

export type TChapter = { readonly path: string; readonly title: string; readonly text: string }

/** Where the package document (OPF) is: `META-INF/container.xml`'s rootfile. */
async function packagePath(name: string, files: Map<string, Buffer>): Promise<string> {
  const container = files.get('META-INF/container.xml')
  const { load } = await cheerioModule()
  const path = container
    ? load(container.toString('utf8'), { xml: true })('rootfile').attr('full-path')
    : undefined
  if (!path)
    throw new NodeInputError(`File "${name}" is not an EPUB book (no META-INF/container.xml rootfile)`)
  return path
}

/** A chapter's title (its first heading, else its `<title>`) and its text, blocks on lines of their own. */
async function chapterOf(path: string, xhtml: string): Promise<TChapter> {
  const { load } = await cheerioModule()
  const $ = load(xhtml)
  $('script, style').remove()
  const body = $('body')
  body.find('h1, h2, h3, h4, h5, h6, p, li, pre, blockquote, tr, div, br').each((_, el) => {
    $(el).append('\n')
  })
  const text = body
    .text()
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim()
  const title = $('h1, h2, h3').first().text().trim() || $('title').first().text().trim()
  return { path, title, text }
}

/** The book's chapters in its reading order (the OPF spine's items), unreadable or missing items skipped. */
export async function epubChapters(name: string, files: Map<string, Buffer>): Promise<TChapter[]> {
  const opfPath = await packagePath(name, files)
  const opf = files.get(opfPath)
  if (!opf) throw new NodeInputError(`File "${name}" lacks its package document ${opfPath}`)
  const { load } = await cheerioModule()
  const $ = load(opf.toString('utf8'), { xml: true })
  const hrefs = new Map<string, string>()
  $('manifest > item').each((_, el) => {
    const id = $(el).attr('id')
    const href = $(el).attr('href')
    if (id && href) hrefs.set(id, posix.join(posix.dirname(opfPath), decodeURIComponent(href)))
  })
  const chapters: TChapter[] = []
  for (const ref of $('spine > itemref').toArray()) {
    const path = hrefs.get($(ref).attr('idref') ?? '')
    const xhtml = path ? files.get(path) : undefined
    if (path && xhtml) chapters.push(await chapterOf(path, xhtml.toString('utf8')))
  }
  return chapters
}
