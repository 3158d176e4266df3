import { memo, useEffect, useRef, useState } from 'react'
import { BaseEdge, EdgeLabelRenderer, getBezierPath, type EdgeProps, type EdgeTypes } from '@xyflow/react'
import IconButton from '@mui/material/IconButton'
import Close from '@mui/icons-material/Close'
import { useTranslation } from 'react-i18next'
import { useCanvasActions } from '../CanvasContext'
import type { CanvasEdge } from '../model/canvas-types'

/** An edge with a delete button at its middle while selected or hovered. */
export const ButtonEdge = memo(function ButtonEdge(props: EdgeProps<CanvasEdge>) {
  const {
    id,
    sourceX,
    sourceY,
    targetX,
    targetY,
    sourcePosition,
    targetPosition,
    selected,
    markerEnd,
    style,
  } = props
  const { t } = useTranslation('canvas')
  const { deleteEdge } = useCanvasActions()
  const [hover, setHover] = useState(false)
  // Leaving the edge for its button (rendered elsewhere in the DOM) must not hide the button on the way.
  const hideTimer = useRef<number | undefined>(undefined)
  const show = () => {
    window.clearTimeout(hideTimer.current)
    setHover(true)
  }
  const hideSoon = () => {
    window.clearTimeout(hideTimer.current)
    hideTimer.current = window.setTimeout(() => setHover(false), 150)
  }
  useEffect(() => () => window.clearTimeout(hideTimer.current), [])
  const [path, labelX, labelY] = getBezierPath({
    sourceX,
    sourceY,
    targetX,
    targetY,
    sourcePosition,
    targetPosition,
  })
  return (
    <>
      <g onMouseEnter={show} onMouseLeave={hideSoon}>
        <BaseEdge
          id={id}
          path={path}
          markerEnd={markerEnd}
          style={{ strokeWidth: selected || hover ? 3 : 2, ...style }}
          interactionWidth={20}
        />
      </g>
      {(selected || hover) && (
        <EdgeLabelRenderer>
          <IconButton
            size="small"
            aria-label={t('edge.delete')}
            className="nodrag nopan"
            onClick={() => deleteEdge(id)}
            onMouseEnter={show}
            onMouseLeave={hideSoon}
            sx={{
              position: 'absolute',
              transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)`,
              pointerEvents: 'all',
              bgcolor: 'background.paper',
              boxShadow: 2,
              width: 24,
              height: 24,
              '&:hover': { bgcolor: 'error.main', color: 'error.contrastText' },
            }}
          >
            <Close sx={{ fontSize: 14 }} />
          </IconButton>
        </EdgeLabelRenderer>
      )}
    </>
  )
})

export const edgeTypes = { buttonedge: ButtonEdge } satisfies EdgeTypes
