import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { listUnikCredentials } from '../../../api/nodes'
import { useAppSelector } from '../../../store'
import { useErrorText } from '../../../ui/useNotify'
import { useCanvasActions } from '../CanvasContext'
import type { ParamFieldProps } from './param-types'

/** Picks one of the unik's saved credentials of the kinds the node accepts. */
export function CredentialParam({ nodeId, data, input }: ParamFieldProps) {
  const { t } = useTranslation('canvas')
  const errorText = useErrorText()
  const { unikId, setCredential } = useCanvasActions()
  const kinds = input.credentialNames ?? []
  const kindLabels = useAppSelector((s) => s.canvas.componentCredentials)
    .filter((c) => kinds.includes(c.name))
    .map((c) => c.label)
  const credentials = useQuery({
    queryKey: ['uniks', unikId, 'credentials', kinds],
    queryFn: () => listUnikCredentials(unikId, kinds),
    staleTime: 30_000,
  })
  const list = credentials.data ?? []
  const current = data.credential ?? ''
  const known = list.some((c) => c.id === current)

  if (credentials.isSuccess && list.length === 0) {
    return (
      <Box sx={{ p: 1, borderRadius: 1, border: 1, borderColor: 'divider', borderStyle: 'dashed' }}>
        <Typography variant="body2">{t('credentials.none')}</Typography>
        <Typography variant="caption" color="text.secondary">
          {t('credentials.noneHint', { kinds: (kindLabels.length > 0 ? kindLabels : kinds).join(', ') })}
        </Typography>
      </Box>
    )
  }
  return (
    <TextField
      select
      fullWidth
      size="small"
      className="nodrag"
      value={known ? current : ''}
      onChange={(e) => setCredential(nodeId, e.target.value)}
      error={credentials.isError}
      helperText={credentials.isError ? errorText(credentials.error) : undefined}
      slotProps={{
        htmlInput: { 'aria-label': input.label ?? t('credentials.label') },
        select: { displayEmpty: true },
      }}
    >
      <MenuItem value="">
        <em>{t('credentials.choose')}</em>
      </MenuItem>
      {list.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  )
}
