import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import type { TChatflowSummary } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { splitCategory } from './flow-kinds'

/** Agentflows: which format a flow is in (Flowise saves v2 as AGENTFLOW, Sequential Agents as MULTIAGENT). */
export function AgentKind({ type }: { type: TChatflowSummary['type'] }) {
  const { t } = useTranslation('chatflows')
  if (type !== 'AGENTFLOW' && type !== 'MULTIAGENT') return null
  return (
    <Chip
      label={t(`agentKind.${type}`)}
      size="small"
      color={type === 'AGENTFLOW' ? 'primary' : 'default'}
      data-testid="agent-kind"
      sx={{ mb: 1 }}
    />
  )
}

/** The flow's categories as chips. */
export function Tags({ category }: { category: string | null }) {
  const tags = splitCategory(category)
  if (tags.length === 0) return null
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {tags.map((tag) => (
        <Chip key={tag} label={tag} size="small" variant="outlined" />
      ))}
    </Box>
  )
}
