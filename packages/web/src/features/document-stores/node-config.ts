import { isParamType, type TPublicNodeDescriptor } from '@unikflow/graph'

/** Settings of a loader, splitter, embeddings or vector store node, as the store saves them. */
export type NodeConfig = Record<string, string | number | boolean | null>
type InputDefinition = TPublicNodeDescriptor['inputs'][number]

/** The inputs a store's form shows for a node: parameters (not anchors), not files (uploaded apart). */
export function formInputs(node: TPublicNodeDescriptor | undefined): InputDefinition[] {
  if (!node) return []
  return node.inputs.filter(
    (i) => isParamType(i.type) && i.type !== 'file' && i.type !== 'folder' && !i.hidden,
  )
}

/** The node's file input (PDF, CSV …): what the upload accepts. */
export function fileInput(node: TPublicNodeDescriptor | undefined): InputDefinition | undefined {
  return node?.inputs.find((i) => i.type === 'file')
}

/** Defaults of the node's inputs, under what is already set. */
export function withDefaults(node: TPublicNodeDescriptor | undefined, config: NodeConfig): NodeConfig {
  const out: NodeConfig = {}
  for (const input of formInputs(node)) {
    const d = input.default
    if (typeof d === 'string' || typeof d === 'number' || typeof d === 'boolean') out[input.name] = d
  }
  return { ...out, ...config }
}

/** Names of mandatory inputs left empty. */
export function missingInputs(node: TPublicNodeDescriptor | undefined, config: NodeConfig): string[] {
  return formInputs(node)
    .filter((i) => i.optional !== true && i.type !== 'boolean')
    .filter((i) => {
      const v = config[i.name]
      return v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
    })
    .map((i) => i.name)
}

/** Only values worth sending: empty strings dropped. */
export function compactConfig(config: NodeConfig): NodeConfig {
  return Object.fromEntries(Object.entries(config).filter(([, v]) => v !== '' && v !== undefined))
}

/** A file as the server takes it: its name and a base64 `data:` URL. */
export function readUpload(file: File): Promise<{ name: string; data: string }> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.onload = () => resolve({ name: file.name, data: String(reader.result) })
    reader.readAsDataURL(file)
  })
}
