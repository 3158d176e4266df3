import { z } from 'zod'
import { ZInputParam } from './input-param'
import { ZOutputAnchor } from './output-anchor'

/** A node's `data` as Flowise stores it. Loose so that unknown nodes survive a round trip unchanged. */
export const ZNodeData = z.looseObject({
  id: z.string(),
  label: z.string().optional(),
  version: z.number().optional(),
  name: z.string(),
  type: z.string().optional(),
  baseClasses: z.array(z.string()).default([]),
  tags: z.array(z.string()).optional(),
  category: z.string().optional(),
  description: z.string().optional(),
  inputParams: z.array(ZInputParam).default([]),
  inputAnchors: z.array(ZInputParam).default([]),
  inputs: z.record(z.string(), z.unknown()).default({}),
  outputAnchors: z.array(ZOutputAnchor).default([]),
  outputs: z.record(z.string(), z.unknown()).default({}),
  /** Id of the unik credential the node uses. */
  credential: z.string().optional(),
  selected: z.boolean().optional(),
})
export type TNodeData = z.infer<typeof ZNodeData>
