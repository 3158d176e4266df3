import { z } from 'zod'
import { ZNodeData } from './node-data'

export const ZPosition = z.object({ x: z.number(), y: z.number() })

/** Canvas-only node fields: they describe the editor, not the document (docs/conventions.md#document-state-apart-from-editor-state). */
export const editorOnlyNodeFields = [
  'selected',
  'dragging',
  'measured',
  'positionAbsolute',
  'resizing',
] as const

export const ZFlowNode = z.looseObject({
  id: z.string().min(1),
  type: z.string().optional(),
  position: ZPosition,
  data: ZNodeData,
  width: z.number().optional(),
  height: z.number().optional(),
})
export type TFlowNode = z.infer<typeof ZFlowNode>

export const ZFlowEdge = z.looseObject({
  id: z.string().min(1),
  source: z.string(),
  target: z.string(),
  sourceHandle: z.string(),
  targetHandle: z.string(),
  type: z.string().optional(),
  data: z.record(z.string(), z.unknown()).optional(),
})
export type TFlowEdge = z.infer<typeof ZFlowEdge>

export const ZViewport = z.object({ x: z.number(), y: z.number(), zoom: z.number() })
export type TViewport = z.infer<typeof ZViewport>

/** `flowData` as imported: Flowise exports (editor fields and template metadata included) parse. */
export const ZFlowData = z.looseObject({
  nodes: z.array(ZFlowNode),
  edges: z.array(ZFlowEdge),
  viewport: ZViewport.optional(),
})
export type TFlowData = z.infer<typeof ZFlowData>

/** `flowData` as we store it: the same shape, with editor-only node fields refused. */
export const ZSavedFlowData = ZFlowData.superRefine((flow, ctx) => {
  flow.nodes.forEach((node, index) => {
    for (const field of editorOnlyNodeFields) {
      if (field in node) {
        ctx.addIssue({
          code: 'custom',
          path: ['nodes', index, field],
          message: `Node "${node.id}" carries the editor-only field "${field}"`,
        })
      }
    }
  })
})
