import { useEffect, useState, type RefObject } from 'react'
import { useReactFlow, type Viewport } from '@xyflow/react'
import { FIT_VIEW_OPTIONS, showsSomeNode } from './canvas-viewport'
import type { CanvasNode } from './model/canvas-types'
import { VISIBLE_ONLY_FROM } from './nodes/compact-card'

/**
 * Where the canvas opens, and the page's hold on its viewport: a new `fitToken` fits the whole flow
 * (after an import), and `viewportGetter` reads the viewport as it is (saved with the flow).
 *
 * A flow opens fitted to the view (a saved viewport may show nothing of it on this screen), a large one
 * starting zoomed out so the cards measured before the fit are compact. Only a large flow (hundreds of
 * cards: fitted, all would be mounted at once and none readable) opens where it was saved, if that
 * shows some of it. Returns that saved viewport, or undefined to fit; decided once, when the canvas mounts.
 */
export function useViewportSync(options: {
  nodes: readonly CanvasNode[]
  savedViewport: Viewport | undefined
  fitToken: number
  viewportGetter: RefObject<(() => Viewport) | null>
}): Viewport | undefined {
  const { nodes, savedViewport, fitToken, viewportGetter } = options
  const { fitView, getViewport } = useReactFlow<CanvasNode>()
  const [openAt] = useState(() =>
    savedViewport && nodes.length >= VISIBLE_ONLY_FROM && showsSomeNode(savedViewport, nodes)
      ? savedViewport
      : undefined,
  )
  useEffect(() => {
    if (fitToken === 0) return
    // New nodes are measured after the next paint; fitting earlier would ignore them.
    const timer = setTimeout(() => void fitView(FIT_VIEW_OPTIONS), 120)
    return () => clearTimeout(timer)
  }, [fitToken, fitView])
  useEffect(() => {
    viewportGetter.current = getViewport
    return () => {
      viewportGetter.current = null
    }
  }, [viewportGetter, getViewport])
  return openAt
}
