import { Handle, Position } from '@xyflow/react'
import Chip from '@mui/material/Chip'
import InfoOutlined from '@mui/icons-material/InfoOutlined'
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined'
import { isLlamaIndexNode, type TNodeData, type TPublicNodeDescriptor } from '@unikflow/graph'
import { nodeIconUrl } from '../../../api/nodes'
import { useCardTexts } from './card-texts'
import { LlamaIndexChip, NodeBadgeChip } from './NodeBadgeChip'
import { DuplicateDeleteButtons, NodeToolbarButton } from './NodeToolbarButtons'

/** Duplicate, delete and info, shown over a card while it is hovered or selected. */
export function CardToolbar({ id, onInfo }: { id: string; onInfo: () => void }) {
  const texts = useCardTexts()
  return (
    <div className="uf-card__toolbar">
      <DuplicateDeleteButtons id={id} />
      <NodeToolbarButton label={texts.info} onClick={onInfo}>
        <InfoOutlined fontSize="small" />
      </NodeToolbarButton>
    </div>
  )
}

/**
 * The card's head: icon and label (with the node's own target handle when edges end at the node),
 * then a warning when the catalogue lacks the node's type, and its badges.
 */
export function CardHeader(props: {
  id: string
  data: TNodeData
  descriptor: TPublicNodeDescriptor | undefined
  nodeTarget: boolean
}) {
  const { id, data, descriptor, nodeTarget } = props
  const texts = useCardTexts()
  const llamaIndex = descriptor !== undefined && isLlamaIndexNode(descriptor)
  return (
    <>
      <div className="uf-card__header">
        {nodeTarget && (
          <Handle className="uf-handle uf-handle--in" type="target" position={Position.Left} id={id} />
        )}
        <div className="uf-card__icon">
          <img src={nodeIconUrl(data.name)} alt="" width={28} height={28} loading="lazy" draggable={false} />
        </div>
        <div className="uf-card__title" title={texts.text(data.label ?? data.name)}>
          {texts.text(data.label ?? data.name)}
        </div>
      </div>
      {!descriptor && (
        <div className="uf-card__unknown">
          <Chip
            size="small"
            color="warning"
            icon={<WarningAmberOutlined />}
            label={texts.unknown(data.name)}
          />
        </div>
      )}
      {(descriptor?.badge || llamaIndex) && (
        <div className="uf-card__badge">
          {llamaIndex && <LlamaIndexChip />}
          <NodeBadgeChip badge={descriptor?.badge} />
        </div>
      )}
    </>
  )
}
