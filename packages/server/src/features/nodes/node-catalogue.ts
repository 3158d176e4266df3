import { toPublicNodeDescriptor, type TComponentCredential, type TNodeDescriptor } from '@unikflow/graph'
import { NotFoundError } from '../../errors/app-error'
import { etagOf } from '../../http/etag'
import { compressedJson, type CompressedJson } from '../../http/send-compressed-json'
import { loadNodeLibrary } from './load-node-library'

export async function findNodeDescriptor(name: string): Promise<TNodeDescriptor> {
  const descriptor = (await loadNodeLibrary()).getNodeDescriptor(name)
  if (!descriptor) throw new NotFoundError(`Node "${name}" not found`)
  return descriptor
}

export interface CachedJson {
  /** Serialized once; sent as-is with content-type application/json. */
  body: string
  etag: string
}

let catalogue: Promise<CachedJson & { json: CompressedJson }> | undefined

async function buildCatalogue(): Promise<CachedJson & { json: CompressedJson }> {
  const { nodeDescriptors } = await loadNodeLibrary()
  const body = JSON.stringify(nodeDescriptors.map(toPublicNodeDescriptor))
  return { body, etag: etagOf(body), json: compressedJson(body) }
}

/** The palette list is static for the life of the process: built (and compressed) once, then reused. */
export function getNodeCatalogue(): Promise<CachedJson & { json: CompressedJson }> {
  catalogue ??= buildCatalogue()
  return catalogue
}

export async function listComponentCredentials(): Promise<TComponentCredential[]> {
  const { credentialDefinitions } = await loadNodeLibrary()
  return credentialDefinitions.map(({ name, label, description, inputs }) => ({
    name,
    label,
    ...(description !== undefined && { description }),
    inputs,
  }))
}

export async function findComponentCredential(name: string): Promise<TComponentCredential> {
  const found = (await listComponentCredentials()).find((c) => c.name === name)
  if (!found) throw new NotFoundError(`Credential "${name}" not found`)
  return found
}
