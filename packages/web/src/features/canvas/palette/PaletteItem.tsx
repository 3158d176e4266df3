import { memo, type DragEvent } from 'react'
import Box from '@mui/material/Box'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Tooltip from '@mui/material/Tooltip'
import { isLlamaIndexNode, type TPublicNodeDescriptor } from '@unikflow/graph'
import { nodeIconUrl } from '../../../api/nodes'
import { useCardTexts } from '../nodes/card-texts'
import { LlamaIndexChip, NodeBadgeChip } from '../nodes/NodeBadgeChip'
import { PALETTE_DRAG_TYPE } from './palette-groups'
import { rememberNode } from './recent-nodes'

/** One node in the palette: its icon, name and description; dragged onto the canvas or clicked to add. */
export const PaletteItem = memo(function PaletteItem({
  d,
  unavailable,
  onAdd,
}: {
  d: TPublicNodeDescriptor
  unavailable: string | undefined
  onAdd: (name: string) => void
}) {
  const { text } = useCardTexts()
  const onDragStart = (e: DragEvent) => {
    rememberNode(d.name)
    e.dataTransfer.setData(PALETTE_DRAG_TYPE, d.name)
    e.dataTransfer.effectAllowed = 'move'
  }
  const disabled = unavailable !== undefined
  // Flowise's LlamaIndex twins share their LangChain node's label: the chip tells them apart.
  const llamaIndex = isLlamaIndexNode(d)
  const item = (
    <ListItemButton
      draggable={!disabled}
      disabled={disabled}
      aria-description={unavailable}
      onDragStart={onDragStart}
      onClick={() => onAdd(d.name)}
      sx={{ gap: 1.5, borderRadius: 1, cursor: 'grab' }}
    >
      <Box
        sx={{
          width: 36,
          height: 36,
          borderRadius: '50%',
          bgcolor: 'common.white',
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          boxShadow: 1,
        }}
      >
        <img src={nodeIconUrl(d.name)} alt="" width={24} height={24} loading="lazy" draggable={false} />
      </Box>
      <ListItemText
        primary={
          d.badge || llamaIndex ? (
            <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              {text(d.label)}
              {llamaIndex && <LlamaIndexChip />}
              <NodeBadgeChip badge={d.badge} />
            </Box>
          ) : (
            text(d.label)
          )
        }
        secondary={text(d.description)}
        slotProps={{
          secondary: {
            sx: {
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            },
          },
        }}
      />
    </ListItemButton>
  )
  if (!disabled) return item
  // A disabled button gets no pointer events: the wrapper shows why it cannot be added.
  return (
    <Tooltip title={unavailable} placement="right">
      <Box data-testid={`palette-unavailable-${d.name}`}>{item}</Box>
    </Tooltip>
  )
})
