import { access } from 'node:fs/promises'
import { join } from 'node:path'
import type { TNodeContext } from '../../context'
import { getString } from '../../shared/read-inputs'
import { resolveUnikFolder } from '../../shared/unik-files'
import { INDEX_FILE } from './faiss-folder-store'

/** The folder a Faiss node saves to and loads from: Base Path in the unik's `faiss` folder (empty: its own). */
export function faissFolderOf(ctx: TNodeContext): string {
  return resolveUnikFolder(ctx, 'faiss', getString(ctx, 'basePath'), `${ctx.flowId}/${ctx.nodeId}`)
}

export const hasSavedIndex = (dir: string): Promise<boolean> =>
  access(join(dir, INDEX_FILE)).then(
    () => true,
    () => false,
  )

/**
 * What to do when there is no index to load. The Faiss node can build one from documents connected to
 * it; "Faiss Load Existing Index" has no Document input, so it is told which node saves one, and where.
 */
export function noSavedIndexMessage(basePath: string, takesDocuments: boolean): string {
  const path = basePath.trim()
  if (takesDocuments)
    return path
      ? `No Faiss index is saved in Base Path "${path}" yet: connect documents to this node and upsert the flow`
      : "No Faiss index is saved in this node's own folder yet (Base Path is empty): connect documents to this node and upsert the flow"
  return path
    ? `No Faiss index is saved in Base Path "${path}" yet. This node only loads an index: upsert documents first with a Faiss Upsert Document node or a Faiss node whose Base Path is "${path}"`
    : 'Base Path is empty, so this node loads from its own folder, where nothing saves an index: set it to the Base Path of the Faiss Upsert Document node or Faiss node that upserts your documents'
}
