import { useState } from 'react'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import ArrowBack from '@mui/icons-material/ArrowBack'
import { useTranslation } from 'react-i18next'
import { hasRoleAtLeast } from '@unikflow/graph'
import { MainCard } from '../../ui/MainCard'
import { useErrorText } from '../../ui/useNotify'
import { UnikOverview } from './dashboard/UnikOverview'
import { FlowHistoryPanel } from './FlowHistoryPanel'
import { MembersPanel } from './MembersPanel'
import { useUnik } from './queries'
import { RoleChip } from './RoleChip'
import { UnikDialog } from './UnikDialog'
import { useDeleteUnikFlow } from './useDeleteUnikFlow'

export default function UnikDashboardPage() {
  const { unikId = '' } = useParams()
  const { t, i18n } = useTranslation(['uniks', 'translation'])
  const errorText = useErrorText()
  const navigate = useNavigate()
  const unik = useUnik(unikId)
  const deleteUnik = useDeleteUnikFlow()
  const [editing, setEditing] = useState(false)

  const back = (
    <Button component={RouterLink} to="/uniks" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
      {t('backToUniks')}
    </Button>
  )

  if (unik.isPending)
    return (
      <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
        {back}
        <Skeleton variant="rounded" height={160} />
      </Box>
    )
  if (unik.isError)
    return (
      <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
        {back}
        <Alert severity="error">{errorText(unik.error)}</Alert>
      </Box>
    )

  const data = unik.data
  const canEdit = hasRoleAtLeast(data.role, 'admin')
  const canDelete = data.role === 'owner'
  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
      {back}
      <Stack spacing={3}>
        <MainCard
          title={
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
                {data.name}
              </Typography>
              <RoleChip role={data.role} />
            </Box>
          }
          secondary={
            (canEdit || canDelete) && (
              <Box sx={{ display: 'flex', gap: 1 }}>
                {canEdit && (
                  <Button variant="outlined" onClick={() => setEditing(true)}>
                    {t('translation:common.edit')}
                  </Button>
                )}
                {canDelete && (
                  <Button
                    variant="outlined"
                    color="error"
                    onClick={async () => {
                      if (await deleteUnik(data)) navigate('/uniks', { replace: true })
                    }}
                  >
                    {t('translation:common.delete')}
                  </Button>
                )}
              </Box>
            )
          }
        >
          <Typography
            color={data.description ? 'text.primary' : 'text.secondary'}
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {data.description || t('noDescription')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 4, mt: 3, flexWrap: 'wrap', color: 'text.secondary' }}>
            <Typography variant="body2">{t('memberCount', { count: data.memberCount })}</Typography>
            <Typography variant="body2">
              {t('createdOn', {
                date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
                  new Date(data.createdAt),
                ),
              })}
            </Typography>
          </Box>
        </MainCard>
        <UnikOverview unikId={data.id} canEdit={hasRoleAtLeast(data.role, 'editor')} />
        <MembersPanel unik={data} />
        <FlowHistoryPanel unik={data} />
      </Stack>
      <UnikDialog open={editing} unik={data} onClose={() => setEditing(false)} />
    </Box>
  )
}
