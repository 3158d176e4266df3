import { lstat, mkdir, readdir, realpath, stat } from 'node:fs/promises'
import { dirname, extname, isAbsolute, join, relative, resolve, sep } from 'node:path'
import type { TNodeContext } from '../context'
import { getNumber, getString, NodeInputError } from './read-inputs'

/** Refused file access: a path leaving the unik's workspace, a file type or size the node does not allow. */
export class FileAccessRefusedError extends Error {
  override readonly name = 'FileAccessRefusedError'
}

export type TFileWorkspace = {
  /** The unik's file workspace. */
  readonly root: string
  /** The folder the tool works in: the unik's file workspace, or the Workspace Path folder inside it. */
  readonly base: string
  readonly maxBytes: number
  /** Lower-case extensions with their dot; empty allows every extension. */
  readonly extensions: readonly string[]
  /** The most bytes all files of `root` may take (the operator's FILE_WORKSPACE_QUOTA_MB); 0: no limit. */
  readonly quotaBytes: number
}

const inside = (root: string, target: string) => {
  const rel = relative(root, target)
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel))
}

/**
 * The workspace of Read File / Write File. Files live only in the unik's folder the server gives the run
 * (`ctx.fileWorkspace`); Workspace Path names a folder inside it, never a folder of the machine.
 */
export function readFileWorkspace(ctx: TNodeContext): TFileWorkspace {
  const root = ctx.fileWorkspace
  if (!root) throw new NodeInputError(`${ctx.label} reads and writes files of a unik: run it on the server`)
  const sub = getString(ctx, 'workspacePath').trim()
  if (sub && (isAbsolute(sub) || /^[A-Za-z]:[\\/]/.test(sub) || !inside(root, resolve(root, sub))))
    throw new NodeInputError(
      `${ctx.label}: Workspace Path must be a folder inside the unik's file workspace, not "${sub}"`,
    )
  const extensions = getString(ctx, 'allowedExtensions')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean)
    .map((e) => (e.startsWith('.') ? e : `.${e}`))
  return {
    root,
    base: resolve(root, sub),
    maxBytes: Math.max(0, getNumber(ctx, 'maxFileSize', 10)) * 1024 * 1024,
    extensions,
    quotaBytes: ctx.fileWorkspaceQuotaBytes ?? 0,
  }
}

/** The nearest existing folder at or above `path`, with symlinks resolved. */
async function realAncestor(path: string): Promise<string> {
  for (let at = path; ; at = dirname(at)) {
    try {
      return await realpath(at)
    } catch (err) {
      if (dirname(at) === at) throw err
    }
  }
}

/**
 * The absolute path of `filePath` inside the workspace, or a refusal: absolute paths, `..` leaving the
 * workspace and symlinks pointing out of it are refused, as are extensions the node does not allow.
 */
export async function resolveWorkspaceFile(ws: TFileWorkspace, filePath: string): Promise<string> {
  const asked = filePath.trim()
  if (!asked || asked.includes('\0')) throw new FileAccessRefusedError('A file path is required')
  if (isAbsolute(asked) || /^[A-Za-z]:[\\/]/.test(asked))
    throw new FileAccessRefusedError(`Refused "${asked}": give a path relative to the workspace`)
  const target = resolve(ws.base, asked)
  if (!inside(ws.base, target))
    throw new FileAccessRefusedError(`Refused "${asked}": it leaves the workspace`)
  if (ws.extensions.length && !ws.extensions.includes(extname(target).toLowerCase()))
    throw new FileAccessRefusedError(`Refused "${asked}": allowed file types are ${ws.extensions.join(', ')}`)
  await mkdir(ws.base, { recursive: true })
  const realRoot = await realpath(ws.root)
  // A symlink inside the workspace (the Workspace Path folder itself too) must not lead out of it.
  if (!inside(realRoot, await realpath(ws.base)) || !inside(realRoot, await realAncestor(target)))
    throw new FileAccessRefusedError(`Refused "${asked}": it leaves the workspace`)
  return target
}

/** Refuses files over the node's size limit before they are read. */
export async function checkFileSize(ws: TFileWorkspace, path: string, asked: string): Promise<void> {
  const info = await stat(path)
  if (!info.isFile()) throw new FileAccessRefusedError(`"${asked}" is not a file`)
  if (ws.maxBytes > 0 && info.size > ws.maxBytes)
    throw new FileAccessRefusedError(`Refused "${asked}": it is larger than ${ws.maxBytes / 1024 / 1024} MB`)
}

/** Bytes the files under `folder` take (symlinks count as themselves, never followed). */
async function usedBytes(folder: string): Promise<number> {
  let total = 0
  let entries
  try {
    entries = await readdir(folder, { withFileTypes: true })
  } catch {
    return 0
  }
  for (const entry of entries) {
    const path = join(folder, entry.name)
    total += entry.isDirectory() ? await usedBytes(path) : (await lstat(path)).size
  }
  return total
}

const sizeOf = async (path: string) => (await lstat(path).catch(() => undefined))?.size ?? 0

/** Writes to one workspace wait for each other, so two writes cannot both fit in the quota's last space. */
const pendingWrites = new Map<string, Promise<unknown>>()

/**
 * Runs `write` (which puts `bytes` at `path`, replacing what is there) unless the workspace's files would
 * then take more than its quota: a unik's files share the server's disk with every other unik.
 */
export async function writeWithinQuota<T>(
  ws: TFileWorkspace,
  target: { path: string; asked: string; bytes: number },
  write: () => Promise<T>,
): Promise<T> {
  if (ws.quotaBytes <= 0) return write()
  const before = pendingWrites.get(ws.root) ?? Promise.resolve()
  const turn = before
    .catch(() => undefined)
    .then(async () => {
      const after = (await usedBytes(ws.root)) - (await sizeOf(target.path)) + target.bytes
      if (after > ws.quotaBytes)
        throw new FileAccessRefusedError(
          `Refused "${target.asked}": the unik's files would take ${sizeText(after)}, over the ` +
            `workspace quota of ${sizeText(ws.quotaBytes)} (FILE_WORKSPACE_QUOTA_MB). Delete files or ask the operator for more.`,
        )
      return write()
    })
  pendingWrites.set(ws.root, turn)
  try {
    return await turn
  } finally {
    if (pendingWrites.get(ws.root) === turn) pendingWrites.delete(ws.root)
  }
}

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.ceil(bytes / 1024)} KB`
    : `${Math.round((bytes / 1024 / 1024) * 100) / 100} MB`
