import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import { NIM_MODELS, type NimOs } from './nim-commands'

const OSES: NimOs[] = ['linux', 'windows', 'mac']

/** What the NIM commands are written for: this machine's OS, the model and the port (a note on macOS). */
export function NimOptionsBar({
  os,
  model,
  port,
  onOs,
  onModel,
  onPort,
}: {
  os: NimOs
  model: string
  port: number
  onOs: (os: NimOs) => void
  onModel: (model: string) => void
  onPort: (port: number) => void
}) {
  const { t } = useTranslation('canvas')
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('nim.os')}
          value={os}
          onChange={(e) => onOs(e.target.value as NimOs)}
        >
          {OSES.map((o) => (
            <MenuItem key={o} value={o}>
              {t(`nim.oses.${o}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('nim.model')}
          value={model}
          onChange={(e) => onModel(e.target.value)}
        >
          {NIM_MODELS.map((m) => (
            <MenuItem key={m} value={m}>
              {m}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="number"
          label={t('nim.port')}
          value={port}
          onChange={(e) => onPort(Math.min(65535, Math.max(1, Number(e.target.value) || 8000)))}
          sx={{ width: 120 }}
        />
      </Box>
      {os === 'mac' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('nim.macNote')}
        </Alert>
      )}
    </>
  )
}
