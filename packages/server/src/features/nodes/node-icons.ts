import { readFile } from 'node:fs/promises'
import { NotFoundError } from '../../errors/app-error'
import { etagOf } from '../../http/etag'
import { loadNodeLibrary } from './load-node-library'
import { findNodeDescriptor } from './node-catalogue'

/**
 * Set by esbuild in the bundle: build.mjs copies every node icon to `dist/node-icons/<descriptor.icon>`.
 * From source the icons sit beside each node and `getNodeIconUrl` finds them.
 */
declare const __UNIKFLOW_NODE_ICONS__: string | undefined

export interface NodeIcon {
  svg: Buffer
  etag: string
}

const cache = new Map<string, Promise<NodeIcon>>()

async function iconUrl(name: string): Promise<URL> {
  const descriptor = await findNodeDescriptor(name)
  if (typeof __UNIKFLOW_NODE_ICONS__ === 'string') {
    return new URL(`${__UNIKFLOW_NODE_ICONS__}${descriptor.icon}`, import.meta.url)
  }
  const url = (await loadNodeLibrary()).getNodeIconUrl(name)
  if (!url) throw new NotFoundError(`Node "${name}" not found`)
  return url
}

// A declared icon missing on disk is a packaging bug: the read error becomes a logged 500.
async function readIcon(name: string): Promise<NodeIcon> {
  const svg = await readFile(await iconUrl(name))
  return { svg, etag: etagOf(svg) }
}

/** A node's SVG icon, read once per process (the name is checked against the catalogue first). */
export function getNodeIcon(name: string): Promise<NodeIcon> {
  let icon = cache.get(name)
  if (!icon) {
    icon = readIcon(name)
    // A failed read is not remembered, so a later request can succeed.
    icon.catch(() => cache.delete(name))
    cache.set(name, icon)
  }
  return icon
}
