import { memo, useCallback, useState } from 'react'
import { useStore, type NodeProps, type ReactFlowState } from '@xyflow/react'
import { useCanvasActions } from '../CanvasContext'
import type { CustomCanvasNode } from '../model/canvas-types'
import { cardInputs } from './card-inputs'
import { useCardTexts } from './card-texts'
import { CardHeader, CardToolbar } from './CardHeader'
import { CardInputs } from './CardInputs'
import { CardOutputs } from './CardOutputs'
import { isCompactCard } from './compact-card'
import { AdditionalParamsDialog, NodeInfoDialog } from './NodeDialogs'
import { useRemeasureHandles } from './use-remeasure-handles'
import './card.css'

export const NODE_WIDTH = 300

/** A node on the canvas: icon and label, input anchors on the left, params, outputs on the right. */
export const CanvasNodeCard = memo(function CanvasNodeCard({
  id,
  data,
  selected,
}: NodeProps<CustomCanvasNode>) {
  const texts = useCardTexts()
  const actions = useCanvasActions()
  const [hover, setHover] = useState(false)
  const [dialog, setDialog] = useState<'info' | 'additional' | null>(null)
  const descriptor = actions.getDescriptor(data.name)
  const known = descriptor !== undefined
  const v2 = descriptor?.capabilities?.agentflowV2
  // One boolean per card: it changes when the zoom crosses the threshold or the card is first measured.
  const compact = useStore(useCallback((s: ReactFlowState) => isCompactCard(s, id), [id]))
  const inputs = cardInputs(data, descriptor)
  useRemeasureHandles(id, data, inputs.anchors)

  const className = [
    'uf-card',
    selected && 'uf-card--selected',
    !known && 'uf-card--unknown',
    v2 !== undefined && 'uf-card--agentflow',
  ]
    .filter(Boolean)
    .join(' ')
  const close = () => setDialog(null)
  return (
    <div
      data-testid={`node-${id}`}
      className={className}
      style={v2?.color ? { borderLeftColor: v2.color } : undefined}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
    >
      {(hover || selected) && <CardToolbar id={id} onInfo={() => setDialog('info')} />}
      <CardHeader id={id} data={data} descriptor={descriptor} nodeTarget={inputs.nodeTarget} />
      <CardInputs
        id={id}
        data={data}
        inputs={inputs}
        known={known}
        agentflowV2={v2 !== undefined}
        compact={compact}
        onMore={() => setDialog('additional')}
      />
      <CardOutputs data={data} known={known} agentflowV2={v2 !== undefined} compact={compact} />
      {dialog === 'info' && <NodeInfoDialog data={data} open onClose={close} />}
      {dialog === 'additional' && (
        <AdditionalParamsDialog
          data={data}
          inputs={inputs.additional}
          open
          onClose={close}
          {...(v2 ? { title: texts.editParams } : {})}
        />
      )}
    </div>
  )
})
