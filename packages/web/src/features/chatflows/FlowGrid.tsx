import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import Typography from '@mui/material/Typography'
import type { TChatflowSummary } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { FlowActionsMenu } from './FlowActionsMenu'
import { AgentKind, Tags } from './FlowLabels'

export const GRID_SX = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
}

/** Flows as cards: name, node count, agentflow format, last update, tags, and the row menu. */
export function FlowGrid({
  unikId,
  items,
  date,
  onOpen,
}: {
  unikId: string
  items: TChatflowSummary[]
  date: (iso: string) => string
  onOpen: (flow: TChatflowSummary) => void
}) {
  const { t } = useTranslation(['chatflows', 'translation'])
  return (
    <Box sx={GRID_SX}>
      {items.map((flow) => (
        <Card key={flow.id} variant="outlined" sx={{ position: 'relative' }}>
          <CardActionArea
            onClick={() => onOpen(flow)}
            sx={{ p: 2, pr: 6, height: '100%', alignItems: 'flex-start' }}
          >
            <Typography
              variant="h4"
              component="h3"
              noWrap
              title={flow.name}
              sx={{ fontSize: 18, fontWeight: 600 }}
            >
              {flow.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('nodeCount', { count: flow.nodeCount })}
            </Typography>
            <Typography component="div">
              <AgentKind type={flow.type} />
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
              {t('updated', { date: date(flow.updatedAt) })}
            </Typography>
            <Tags category={flow.category} />
          </CardActionArea>
          <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
            <FlowActionsMenu unikId={unikId} flow={flow} />
          </Box>
        </Card>
      ))}
    </Box>
  )
}
