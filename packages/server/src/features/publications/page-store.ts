import { randomBytes } from 'node:crypto'
import { createReadStream, type ReadStream } from 'node:fs'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'

/**
 * Marks files of the current page format. Bumped when served pages need what older files lack: `-f2`
 * pages are sandboxed, and AR.js ones take the camera from their frame page (SCENE_CAMERA_JS).
 */
const PAGE_FORMAT = '-f2'

/**
 * Pre-generated pages on disk: `<dir>/<flowId>/v<n>-<random>.html`, written to a temporary name and renamed,
 * so a reader never sees half a page. Names are made here (ids and numbers), never taken from a request.
 */
export class PageStore {
  /** Files never change once written (a new name per write), so what is derived from one is kept. */
  private readonly derived = new Map<string, Record<string, string>>()

  constructor(private readonly dir: string) {}

  /** Headers derived from a file's text (its CSP hashes), computed on first use and remembered. */
  async headersOf(
    fileName: string,
    derive: (html: string) => Record<string, string>,
  ): Promise<Record<string, string>> {
    const known = this.derived.get(fileName)
    if (known) return known
    const headers = derive(await readFile(this.pathOf(fileName), 'utf8'))
    if (this.derived.size > 1000) this.derived.clear()
    this.derived.set(fileName, headers)
    return headers
  }

  /** A new name per write: a publish that loses the race for its version number never overwrites the winner's. */
  fileName(flowId: string, version: number): string {
    return `${flowId.replace(/[^\w-]/g, '_')}/v${version}-${randomBytes(4).toString('hex')}${PAGE_FORMAT}.html`
  }

  /** Whether a file was written by the current page builders (older ones are written again from the scene). */
  isCurrent(fileName: string): boolean {
    return fileName.endsWith(`${PAGE_FORMAT}.html`)
  }

  async write(fileName: string, html: string): Promise<void> {
    const path = this.pathOf(fileName)
    await mkdir(dirname(path), { recursive: true })
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`
    await writeFile(temporary, html, 'utf8')
    await rename(temporary, path)
  }

  /** The file as a stream with its size, or undefined when it is gone (another instance's disk, a wipe). */
  async open(fileName: string): Promise<{ stream: ReadStream; size: number } | undefined> {
    const path = this.pathOf(fileName)
    const info = await stat(path).catch(() => undefined)
    if (!info?.isFile()) return undefined
    return { stream: createReadStream(path), size: info.size }
  }

  private pathOf(fileName: string): string {
    const root = resolve(this.dir)
    const path = resolve(join(root, fileName))
    // The names come from our rows; this only guards against a tampered row.
    if (!path.startsWith(root + sep))
      throw new Error(`Page file outside the publications directory: ${fileName}`)
    return path
  }
}
