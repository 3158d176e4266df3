import { Link as RouterLink } from 'react-router'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import type { TUnikDashboard } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../ui/useNotify'
import { canvasUrl, unikPath } from '../../chatflows/flow-kinds'
import { useUnikDashboard } from '../queries'
import { ActivityCard } from './ActivityCard'
import { assistantUrl, flowUrl, newStoreUrl, storeUrl } from './dashboard-links'
import { QuickActions } from './QuickActions'
import { RecentCard } from './RecentCard'

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
}

function RecentCards({ unikId, dash, canEdit }: { unikId: string; dash: TUnikDashboard; canEdit: boolean }) {
  const { t } = useTranslation(['uniks'])
  const start = (to: string, label: string) =>
    canEdit ? (
      <Button variant="outlined" size="small" component={RouterLink} to={to}>
        {label}
      </Button>
    ) : undefined
  return (
    <>
      <RecentCard
        title={t('dashboard.recentFlows')}
        count={dash.counts.chatflows + dash.counts.agentflows}
        items={dash.recentFlows.map((f) => ({
          ...f,
          note: t(`dashboard.flowType.${f.type}`),
          to: flowUrl(unikId, f.id, f.type),
        }))}
        allTo={unikPath(unikId, 'chatflows')}
        empty={t('dashboard.noFlows')}
        action={start(canvasUrl(unikId, 'CHATFLOW'), t('dashboard.newChatflow'))}
      />
      <RecentCard
        title={t('dashboard.recentStores')}
        count={dash.counts.documentStores}
        items={dash.recentStores.map((s) => ({ ...s, to: storeUrl(unikId, s.id) }))}
        allTo={unikPath(unikId, 'document-stores')}
        empty={t('dashboard.noStores')}
        action={start(newStoreUrl(unikId), t('dashboard.newStore'))}
      />
      <RecentCard
        title={t('dashboard.recentAssistants')}
        count={dash.counts.assistants}
        items={dash.recentAssistants.map((a) => ({ ...a, to: assistantUrl(unikId, a.id, a.type) }))}
        allTo={unikPath(unikId, 'assistants')}
        empty={t('dashboard.noAssistants')}
        action={start(unikPath(unikId, 'assistants/custom/new'), t('dashboard.newAssistant'))}
      />
    </>
  )
}

/** The unik dashboard's overview: quick actions, activity of the last days, recently changed items. */
export function UnikOverview({ unikId, canEdit }: { unikId: string; canEdit: boolean }) {
  const errorText = useErrorText()
  const dashboard = useUnikDashboard(unikId)
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <QuickActions unikId={unikId} canEdit={canEdit} />
      {dashboard.isError && <Alert severity="error">{errorText(dashboard.error)}</Alert>}
      {dashboard.isPending && (
        <Box sx={GRID} aria-busy>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={220} />
          ))}
        </Box>
      )}
      {dashboard.isSuccess && (
        <Box sx={GRID}>
          <ActivityCard unikId={unikId} dashboard={dashboard.data} />
          <RecentCards unikId={unikId} dash={dashboard.data} canEdit={canEdit} />
        </Box>
      )}
    </Box>
  )
}
