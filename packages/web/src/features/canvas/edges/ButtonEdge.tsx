import { memo } from 'react'
import { BaseEdge, EdgeLabelRenderer, getBezierPath, type EdgeProps, type EdgeTypes } from '@xyflow/react'
import IconButton from '@mui/material/IconButton'
import Close from '@mui/icons-material/Close'
import { useTranslation } from 'react-i18next'
import { useCanvasActions } from '../CanvasContext'
import type { CanvasEdge } from '../model/canvas-types'

/** An edge with a delete button at its middle while selected. */
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
      <BaseEdge
        id={id}
        path={path}
        markerEnd={markerEnd}
        style={{ strokeWidth: selected ? 3 : 2, ...style }}
        interactionWidth={20}
      />
      {selected && (
        <EdgeLabelRenderer>
          <IconButton
            size="small"
            aria-label={t('edge.delete')}
            className="nodrag nopan"
            onClick={() => deleteEdge(id)}
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
