import { z } from 'zod'
import { ZDisplayCondition, ZInputOption } from './input-param'

/**
 * An input declared by a node type, the way Flowise declares it: `type` is a param type
 * (string, options, …) or, for an anchor, the class name(s) it accepts (`BaseChatModel`, `A | B`).
 */
export const ZInputDefinition = z.strictObject({
  name: z.string().regex(/^[A-Za-z_$][\w$]*$/, 'input names are identifiers (no "-")'),
  label: z.string(),
  type: z.string().min(1),
  description: z.string().optional(),
  default: z.unknown().optional(),
  optional: z.boolean().optional(),
  list: z.boolean().optional(),
  additionalParams: z.boolean().optional(),
  acceptVariable: z.boolean().optional(),
  options: z.array(ZInputOption).optional(),
  show: ZDisplayCondition.optional(),
  hide: ZDisplayCondition.optional(),
  rows: z.number().int().positive().optional(),
  placeholder: z.string().optional(),
  step: z.number().optional(),
  loadMethod: z.string().optional(),
  fileType: z.string().optional(),
  hidden: z.boolean().optional(),
  warning: z.string().optional(),
  tabIdentifier: z.string().optional(),
  tabs: z.array(z.looseObject({ name: z.string(), label: z.string(), type: z.string() })).optional(),
  datagrid: z.array(z.looseObject({ field: z.string() })).optional(),
  codeExample: z.string().optional(),
  /** `array` inputs (Agentflow v2): the fields of each row, declared like inputs. */
  array: z.array(z.looseObject({ name: z.string(), label: z.string(), type: z.string() })).optional(),
  /** Agentflow v2: the chosen option (a model, a tool) brings its own inputs, stored as `<name>Config`. */
  loadConfig: z.boolean().optional(),
  /** Agentflow v2: an `asyncOptions` input that also takes a typed value. */
  freeSolo: z.boolean().optional(),
  /**
   * The value is a secret (a token in request headers, a password in a config) though its editor is not a
   * password field: like a `password` input, it is stored encrypted and never shown back, exported,
   * traced or kept readable in versions (`isSecretInput`).
   */
  secret: z.boolean().optional(),
  /**
   * The editor offers to fill in a random secret (a webhook's signing secret, which the sender is then given):
   * shown until the flow is saved, so it can be copied, then masked like any secret.
   */
  generateSecret: z.boolean().optional(),
})
export type TInputDefinition = z.infer<typeof ZInputDefinition>

export const ZOutputDefinition = z.strictObject({
  name: z.string().regex(/^[A-Za-z_$][\w$]*$/),
  label: z.string(),
  description: z.string().optional(),
  baseClasses: z.array(z.string()).min(1),
  isAnchor: z.boolean().optional(),
  hidden: z.boolean().optional(),
})
export type TOutputDefinition = z.infer<typeof ZOutputDefinition>

export type TNodeInputs = Record<string, unknown>

/** Turns `inputs` saved by version ≤ `fromVersion` into the next shape. Append-only: never edit a shipped one. */
export type TNodeMigration = {
  readonly fromVersion: number
  readonly up: (inputs: TNodeInputs) => TNodeInputs
  /** Handles renamed by this version step (old name → new name): the node's edges follow them. */
  readonly handles?: THandleRenames
}
/** Old handle name → current name, for the outputs and the inputs of a node. */
export type THandleRenames = {
  readonly outputs?: Readonly<Record<string, string>>
  readonly inputs?: Readonly<Record<string, string>>
}
const ZHandleRenames = z.strictObject({
  outputs: z.record(z.string(), z.string()).optional(),
  inputs: z.record(z.string(), z.string()).optional(),
})
export const ZNodeMigration = z.strictObject({
  fromVersion: z.number(),
  up: z.custom<(inputs: TNodeInputs) => TNodeInputs>((v) => typeof v === 'function', 'up must be a function'),
  handles: ZHandleRenames.optional(),
})

/**
 * How an Agentflow v2 node sits in a flow. Its edges are control flow: they end at the node itself
 * (target handle = node id) unless `noInput`, and leave from anchors `{nodeId}-output-{name}` (one output)
 * or `{nodeId}-output-{index}` (one per row of the array input `perItemOf`, plus an else output, or `count`).
 * `canvasType` is the xyflow node type Flowise writes for it.
 */
export const ZAgentflowV2 = z.strictObject({
  canvasType: z.enum(['agentFlow', 'iteration', 'stickyNote']),
  noInput: z.boolean().optional(),
  outputs: z.union([
    z.literal('one'),
    z.literal('none'),
    /** `labels`: what each output means (Human Input: proceed, reject). */
    z.strictObject({ count: z.number().int().positive(), labels: z.array(z.string()).optional() }),
    z.strictObject({ perItemOf: z.string(), plusElse: z.boolean() }),
  ]),
  color: z.string().optional(),
})
export type TAgentflowV2 = z.infer<typeof ZAgentflowV2>

/** The plain-data part of a node type, shared by canvas, server and engine. */
export const ZNodeDescriptor = z.strictObject({
  // Underscores too: Flowise names some nodes so (huggingFaceInference_LLMs, chatOpenAI_LlamaIndex).
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/),
  label: z.string().min(1),
  version: z.number().positive(),
  type: z.string().min(1),
  category: z.string().min(1),
  description: z.string().min(1),
  baseClasses: z.array(z.string()).min(1),
  icon: z.string().regex(/\.svg$/),
  tags: z.array(z.string()).optional(),
  badge: z.string().optional(),
  credential: z
    .strictObject({
      label: z.string().optional(),
      credentialNames: z.array(z.string()).min(1),
      optional: z.boolean().optional(),
      /** The credential may be left empty once this input has a value (a Base Path: a server asking no key). */
      optionalWhenSet: z.string().optional(),
    })
    .optional(),
  inputs: z.array(ZInputDefinition),
  outputs: z.array(ZOutputDefinition).optional(),
  /** Nodes such as End have no output handle. */
  hideOutput: z.boolean().optional(),
  migrations: z.array(ZNodeMigration).optional(),
  /** Names of server-side loaders answering `asyncOptions` params. */
  loadMethods: z.array(z.string()).optional(),
  /**
   * What the engine must know about a node type, read here instead of from a list of node names:
   * `branches` — its output can leave a branch of the flow unused (so several ending nodes are fine);
   * `annotation` — it only documents the canvas (sticky notes) and never runs;
   * `setting` — it holds a credential the flow's settings name (Flowise's analytic nodes): on a canvas it
   *   stands alone, never runs and is no ending node;
   * `start`, `documentStore`, `sequential`, `agentflowV2` — below.
   */
  capabilities: z
    .strictObject({
      branches: z.boolean().optional(),
      annotation: z.boolean().optional(),
      setting: z.boolean().optional(),
      /** Sequential Agents: the node registers a step of a graph the engine runs as a whole. */
      sequential: z.boolean().optional(),
      /** Where its flow begins (Sequential Agents' Start; Agentflow v2's Start). */
      start: z.boolean().optional(),
      /** It searches the document store chosen in its `selectedStore` input: an upsert embeds that store. */
      documentStore: z.boolean().optional(),
      /** Agentflow v2: its edges are control flow (see ZAgentflowV2). */
      agentflowV2: ZAgentflowV2.optional(),
    })
    .optional(),
})
export type TNodeDescriptor = z.infer<typeof ZNodeDescriptor>

/** A descriptor as sent to browsers: plain JSON, so the migrations (functions) stay on the server. */
export const ZPublicNodeDescriptor = ZNodeDescriptor.omit({ migrations: true })
export type TPublicNodeDescriptor = z.infer<typeof ZPublicNodeDescriptor>

export function toPublicNodeDescriptor({
  migrations: _migrations,
  ...rest
}: TNodeDescriptor): TPublicNodeDescriptor {
  return rest
}

/**
 * Whether a node is one of the Flowise "LlamaIndex" family (tagged so). They keep Flowise's names so
 * LlamaIndex flows import and run, but the pickers that choose a node by name (an assistant's or an
 * Agentflow v2 node's chat model, tools, stores) offer only the main family: the LlamaIndex twins share
 * their labels ("ChatOpenAI") and would show twice.
 */
export const isLlamaIndexNode = (d: Pick<TNodeDescriptor, 'tags'>): boolean =>
  d.tags?.includes('LlamaIndex') ?? false
