import { useCallback, type DragEvent, type Dispatch, type RefObject } from 'react'
import { useReactFlow } from '@xyflow/react'
import { createNode, type TPublicNodeDescriptor } from '@unikflow/graph'
import { measuredSizes } from './canvas-viewport'
import type { CanvasNode } from './model/canvas-types'
import type { EditorAction, EditorState } from './model/editor-reducer'
import { freeSpot } from './model/free-spot'
import { expectedSize, nodeBoxes } from './model/node-boxes'
import { wouldAddSecondStart } from './model/single-start'
import { PALETTE_DRAG_TYPE } from './palette/palette-groups'

/**
 * Adding nodes from the palette: dropped where the pointer is, or clicked into the middle of the view,
 * each on the nearest free spot and selected. A second Start node is refused (`onSecondStart`).
 */
export function usePaletteDrop(options: {
  dispatch: Dispatch<EditorAction>
  stateRef: RefObject<EditorState>
  byNameRef: RefObject<ReadonlyMap<string, TPublicNodeDescriptor>>
  onSecondStart: RefObject<() => void>
}) {
  const { dispatch, stateRef, byNameRef, onSecondStart } = options
  const { screenToFlowPosition } = useReactFlow<CanvasNode>()

  const addNodeAt = useCallback(
    (name: string, position: { x: number; y: number }) => {
      const descriptor = byNameRef.current.get(name)
      if (!descriptor) return
      if (wouldAddSecondStart(stateRef.current.history.present, name)) return onSecondStart.current()
      const sizes = measuredSizes(stateRef.current.nodes)
      dispatch({
        type: 'edit',
        edit: (f) => {
          const size = expectedSize(f.nodes, name, sizes)
          const spot = freeSpot(position, size, nodeBoxes(f.nodes, sizes))
          const node = createNode(descriptor, spot, f.nodes)
          return { flow: { ...f, nodes: [...f.nodes, node] }, changed: true, select: [node.id] }
        },
      })
    },
    [dispatch, stateRef, byNameRef, onSecondStart],
  )

  const onDragOver = useCallback((e: DragEvent) => {
    if (!e.dataTransfer.types.includes(PALETTE_DRAG_TYPE)) return
    e.preventDefault()
    e.dataTransfer.dropEffect = 'move'
  }, [])
  const onDrop = useCallback(
    (e: DragEvent) => {
      const name = e.dataTransfer.getData(PALETTE_DRAG_TYPE)
      if (!name) return
      e.preventDefault()
      addNodeAt(name, screenToFlowPosition({ x: e.clientX - 150, y: e.clientY - 30 }))
    },
    [addNodeAt, screenToFlowPosition],
  )
  const onAddFromPalette = useCallback(
    (name: string) => {
      const el = document.querySelector('.react-flow')
      const rect = el?.getBoundingClientRect()
      const center = rect
        ? { x: rect.left + rect.width / 2 - 150, y: rect.top + rect.height / 3 }
        : { x: 0, y: 0 }
      addNodeAt(name, screenToFlowPosition(center))
    },
    [addNodeAt, screenToFlowPosition],
  )

  return { onDragOver, onDrop, onAddFromPalette }
}
