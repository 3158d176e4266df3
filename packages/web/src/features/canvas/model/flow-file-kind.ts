import { isAgentflowNode, type TChatflowType, type TFlowData } from '@unikflow/graph'

/** Flowise's Sequential Agents (v1) categories: a file holding one of these nodes is a v1 agentflow. */
const SEQUENTIAL_CATEGORIES: ReadonlySet<string> = new Set(['Sequential Agents', 'Multi Agents'])
const NOTE_NODES: ReadonlySet<string> = new Set(['stickyNote', 'stickyNoteAgentflow'])

/**
 * The kind of flow a loaded file holds: an Agentflow v2 (its nodes are control-flow `agentFlow` nodes),
 * Sequential Agents (v1), or a chatflow; `undefined` when it holds no node but notes (fits any canvas).
 * `categoryOf` gives a node type's catalogue category (the file's own for unknown types).
 */
export function flowFileType(
  flow: Pick<TFlowData, 'nodes'>,
  categoryOf: (name: string) => string | undefined,
): TChatflowType | undefined {
  const nodes = flow.nodes.filter((n) => !NOTE_NODES.has(n.data.name))
  if (nodes.length === 0) return undefined
  if (nodes.some(isAgentflowNode)) return 'AGENTFLOW'
  const sequential = nodes.some((n) =>
    SEQUENTIAL_CATEGORIES.has(categoryOf(n.data.name) ?? n.data.category ?? ''),
  )
  return sequential ? 'MULTIAGENT' : 'CHATFLOW'
}

/**
 * Whether a file of `fileType` may replace the content of a canvas of `canvasType`: an Agentflow v2 and
 * the other kinds are built from different nodes, so one never loads into the other. Chatflows and
 * Sequential Agents (v1) share the LangChain nodes and load into each other as before.
 */
export function fileFitsCanvas(fileType: TChatflowType | undefined, canvasType: TChatflowType): boolean {
  if (fileType === undefined) return true
  return (fileType === 'AGENTFLOW') === (canvasType === 'AGENTFLOW')
}

/** A file handed to a new canvas (router state) to be loaded there. */
export interface HandedFlowFile {
  readonly name: string
  readonly text: string
}

export function readHandedFile(state: unknown): HandedFlowFile | undefined {
  if (typeof state !== 'object' || state === null || !('flowFile' in state)) return undefined
  const file: unknown = state.flowFile
  if (typeof file !== 'object' || file === null || !('name' in file) || !('text' in file)) return undefined
  const { name, text } = file
  return typeof name === 'string' && typeof text === 'string' ? { name, text } : undefined
}

export const handFile = (file: HandedFlowFile) => ({ flowFile: file })
