import { lstat, readdir } from 'node:fs/promises'
import { extname, join, relative } from 'node:path'

/** Files a folder loader reads as text, by extension; `.pdf` is read by pdf-parse, anything else skipped. */
export const TEXT_EXTENSIONS = [
  '.txt',
  '.md',
  '.markdown',
  '.csv',
  '.json',
  '.jsonl',
  '.html',
  '.htm',
  '.xml',
  '.log',
  '.yaml',
  '.yml',
]
/** Files a load reads at most: a folder is read whole before anything is split. */
export const MAX_FILES = 500

export type TFolderFile = { readonly path: string; readonly source: string; readonly extension: string }

/**
 * The regular files under `folder` (and its subfolders when `recursive`) a loader can read, in name order.
 * Symlinks are never followed, so nothing outside the folder is read; past `MAX_FILES` the load fails.
 */
export async function listFolderFiles(
  root: string,
  folder: string,
  recursive: boolean,
): Promise<TFolderFile[]> {
  const out: TFolderFile[] = []
  const walk = async (dir: string): Promise<void> => {
    const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))
    for (const entry of entries) {
      const path = join(dir, entry.name)
      const info = await lstat(path)
      if (info.isDirectory()) {
        if (recursive) await walk(path)
        continue
      }
      const extension = extname(entry.name).toLowerCase()
      if (!info.isFile() || (extension !== '.pdf' && !TEXT_EXTENSIONS.includes(extension))) continue
      if (out.length >= MAX_FILES) throw new Error(`The folder holds more than ${MAX_FILES} readable files`)
      out.push({ path, source: relative(root, path), extension })
    }
  }
  await walk(folder)
  return out
}
