import { useEffect, useRef } from 'react'
import { useUpdateNodeInternals } from '@xyflow/react'
import { isOptionsOutputAnchor, type TInputParam, type TNodeData } from '@unikflow/graph'

/**
 * Handles appear and disappear with show/hide conditions and output choices: tells xyflow to measure
 * the card's handles again when they change. Not on mount: xyflow measures new nodes itself, and 300
 * mount-time calls would each force a layout.
 */
export function useRemeasureHandles(id: string, data: TNodeData, anchors: readonly TInputParam[]): void {
  const updateNodeInternals = useUpdateNodeInternals()
  const handleKey = [
    ...anchors.map((a) => a.id ?? a.name),
    ...data.outputAnchors.map((a) =>
      isOptionsOutputAnchor(a) ? JSON.stringify(data.outputs[a.name] ?? '') : (a.id ?? ''),
    ),
  ].join(',')
  const measuredKey = useRef(handleKey)
  useEffect(() => {
    if (measuredKey.current === handleKey) return
    measuredKey.current = handleKey
    updateNodeInternals(id)
  }, [id, handleKey, updateNodeInternals])
}
