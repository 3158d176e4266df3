/** xyflow node types Flowise writes: note nodes render apart from the others. */
export const CanvasNodeTypes = { Custom: 'customNode', StickyNote: 'stickyNote' } as const
export type TCanvasNodeType = (typeof CanvasNodeTypes)[keyof typeof CanvasNodeTypes]

export function getCanvasNodeType(nodeName: string): TCanvasNodeType {
  return nodeName === 'stickyNote' ? CanvasNodeTypes.StickyNote : CanvasNodeTypes.Custom
}
