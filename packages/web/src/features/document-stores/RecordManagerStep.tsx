import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { VectorConfig } from './use-vector-config'

/** Step 3 of the vector page: the record manager on or off, and how it cleans up. */
export function RecordManagerStep({ config }: { config: VectorConfig }) {
  const { t } = useTranslation(['vector-store', 'translation'])
  const { recordManager, setRecordManager, cleanup, setCleanup } = config
  return (
    <Stack spacing={1.5}>
      <FormControlLabel
        control={<Switch checked={recordManager} onChange={(e) => setRecordManager(e.target.checked)} />}
        label={t('recordManagerOn')}
      />
      <Typography variant="body2" color="text.secondary">
        {t('recordManagerHint')}
      </Typography>
      {recordManager && (
        <TextField
          select
          size="small"
          label={t('cleanup')}
          value={cleanup}
          onChange={(e) => {
            const v = e.target.value
            if (v === 'none' || v === 'incremental' || v === 'full') setCleanup(v)
          }}
          helperText={t(`cleanupHint.${cleanup}`)}
        >
          {(['none', 'incremental', 'full'] as const).map((c) => (
            <MenuItem key={c} value={c}>
              {t(`cleanupOptions.${c}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  )
}
