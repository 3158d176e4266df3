import { useCallback, useState, type Dispatch } from 'react'
import type { Viewport } from '@xyflow/react'
import type { TChatflow, TChatflowType, TPublicNodeDescriptor, TUnknownNode } from '@unikflow/graph'
import { useAppDispatch } from '../../../store'
import { setChatflow } from '../../../store/canvasSlice'
import type { EditorAction } from '../model/editor-reducer'
import { newFlowData } from '../model/new-flow'
import { toCanvas } from '../model/to-canvas'
import { parseStored, storedJson, toCanvasChatflow } from '../stored-flow'

/**
 * Puts a stored flow (or a new one of the page's type) into the editor. `remount` starts the canvas
 * again at the flow's saved viewport (opening); without it the canvas stays (a reload, a restore).
 */
export function useFlowLoader(options: {
  descriptors: readonly TPublicNodeDescriptor[]
  flowType: TChatflowType
  send: Dispatch<EditorAction>
  reportUnknown: (unknown: readonly TUnknownNode[]) => void
}) {
  const { descriptors, flowType, send, reportUnknown } = options
  const dispatch = useAppDispatch()
  const [savedViewport, setSavedViewport] = useState<Viewport | undefined>(undefined)
  const [mountKey, setMountKey] = useState(0)
  const load = useCallback(
    (flow: TChatflow | undefined, remount: boolean) => {
      const data = flow ? parseStored(flow.flowData, descriptors) : newFlowData(flowType, descriptors)
      const graph = toCanvas(data, descriptors, flow ? storedJson(flow.flowData) : undefined)
      send({ type: 'load', flow: graph.flow, nodes: graph.nodes, edges: graph.edges })
      dispatch(setChatflow(flow ? toCanvasChatflow(flow) : null))
      if (remount) {
        setSavedViewport(data.viewport)
        setMountKey((k) => k + 1)
      }
      reportUnknown(graph.unknownNodes)
    },
    [descriptors, dispatch, reportUnknown, flowType, send],
  )
  return { load, savedViewport, mountKey }
}
