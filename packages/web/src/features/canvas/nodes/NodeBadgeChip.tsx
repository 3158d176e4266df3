import Chip from '@mui/material/Chip'
import Tooltip from '@mui/material/Tooltip'
import { useTranslation } from 'react-i18next'
import { isKnownBadge, NODE_BADGES } from './node-badges'

const CHIP_SX = { height: 20, fontSize: 12, fontWeight: 600 } as const

/** A descriptor's badge (DEPRECATING, NEW …) as a small chip, in the palette and on the canvas card. */
export function NodeBadgeChip({ badge }: { badge: string | undefined }) {
  const { t } = useTranslation('canvas')
  if (!badge) return null
  if (!isKnownBadge(badge))
    return <Chip size="small" variant="outlined" label={badge} data-testid="node-badge" sx={CHIP_SX} />
  const { color, hint } = NODE_BADGES[badge]
  const chip = (
    <Chip
      size="small"
      color={color}
      label={t(`node.badges.${badge}`)}
      data-testid="node-badge"
      sx={CHIP_SX}
    />
  )
  if (!hint) return chip
  return <Tooltip title={t(`node.badgeHints.${badge}`)}>{chip}</Tooltip>
}

/** Marks a LlamaIndex node, whose label is its LangChain twin's (ChatOpenAI, Pinecone …). */
export function LlamaIndexChip() {
  const { t } = useTranslation('canvas')
  return (
    <Tooltip title={t('palette.llamaIndexHint')}>
      <Chip
        size="small"
        variant="outlined"
        color="secondary"
        label={t('palette.llamaIndex')}
        data-testid="llamaindex-badge"
        sx={CHIP_SX}
      />
    </Tooltip>
  )
}
