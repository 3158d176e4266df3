import { useEffect, useState, type FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { FLOW_HISTORY_MAX_RETENTION, hasRoleAtLeast, type TUnik } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { getFlowHistorySettings, setFlowHistorySettings } from '../../api/flow-versions'
import { MainCard } from '../../ui/MainCard'
import { useErrorText, useNotify } from '../../ui/useNotify'

/** How many saved versions of each flow the unik keeps (admins change it; older ones go at the next save). */
export function FlowHistoryPanel({ unik }: { unik: TUnik }) {
  const { t } = useTranslation(['uniks', 'translation'])
  const errorText = useErrorText()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const key = ['uniks', unik.id, 'flow-history'] as const
  const settings = useQuery({ queryKey: key, queryFn: () => getFlowHistorySettings(unik.id) })
  const [value, setValue] = useState('')
  useEffect(() => {
    if (settings.data) setValue(String(settings.data.retention))
  }, [settings.data])
  const save = useMutation({
    mutationFn: (retention: number) => setFlowHistorySettings(unik.id, { retention }),
    onSuccess: (data) => {
      queryClient.setQueryData(key, data)
      notify.success(t('history.saved', { count: data.retention }))
    },
    onError: (error) => notify.error(error),
  })
  const canEdit = hasRoleAtLeast(unik.role, 'admin')
  const retention = Number(value)
  const valid = /^\d+$/.test(value) && retention >= 1 && retention <= FLOW_HISTORY_MAX_RETENTION
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (valid) save.mutate(retention)
  }
  return (
    <MainCard
      title={
        <Typography variant="h2" component="h2">
          {t('history.title')}
        </Typography>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('history.description')}
      </Typography>
      {settings.isPending && <Skeleton variant="rounded" height={40} width={320} />}
      {settings.isError && <Alert severity="error">{errorText(settings.error)}</Alert>}
      {settings.data && (
        <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <TextField
            id="flow-history-retention"
            size="small"
            type="number"
            label={t('history.retention')}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            disabled={!canEdit || save.isPending}
            error={value !== '' && !valid}
            helperText={!valid ? t('history.range', { max: FLOW_HISTORY_MAX_RETENTION }) : ' '}
            slotProps={{ htmlInput: { min: 1, max: FLOW_HISTORY_MAX_RETENTION, step: 1 } }}
            sx={{ width: 240 }}
          />
          {canEdit && (
            <Button
              type="submit"
              variant="contained"
              disabled={!valid || save.isPending || retention === settings.data.retention}
            >
              {t('translation:common.save')}
            </Button>
          )}
        </Box>
      )}
    </MainCard>
  )
}
