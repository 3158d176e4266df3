import { isAbsolute, join, relative, resolve, sep, win32 } from 'node:path'
import type { TNodeContext } from '../context'
import { NodeInputError } from './read-inputs'

/**
 * A folder an editor names in a node (Faiss' Base Path), inside `<unik folder>/<area>`. An editor of a unik
 * must never reach the server's other files, so absolute paths (POSIX or Windows), `..` segments and NUL
 * are refused instead of being read as a path on the server.
 */
export function resolveUnikFolder(ctx: TNodeContext, area: string, typed: string, fallback: string): string {
  const root = ctx.unikFilesDir
  if (!root)
    throw new NodeInputError(`${ctx.label} keeps its files on the server; this run has no unik folder`)
  const wanted = typed.trim() || fallback
  const refuse = (why: string) =>
    new NodeInputError(
      `Base Path "${wanted}" ${why}: give a folder name inside this unik's ${area} folder, like "faq-index"`,
    )
  if (wanted.includes('\0')) throw refuse('contains a NUL character')
  if (isAbsolute(wanted) || win32.isAbsolute(wanted) || /^[a-zA-Z]:/.test(wanted))
    throw refuse('is an absolute path on the server')
  const segments = wanted.split(/[\\/]+/).filter((s) => s !== '' && s !== '.')
  if (segments.includes('..')) throw refuse('leaves its folder with ".."')
  if (segments.length === 0) throw refuse('names no folder')
  const base = resolve(root, area)
  const folder = resolve(base, ...segments)
  const inside = relative(base, folder)
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside) || !folder.startsWith(base + sep))
    throw refuse('leaves its folder')
  return join(base, ...segments)
}
