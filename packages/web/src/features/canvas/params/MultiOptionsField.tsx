import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import { ErrorText } from './ParamError'
import { readMulti, type ParamOption } from './param-types'

/** Several choices: a menu with descriptions, the chosen ones shown as chips; saved as a JSON array. */
export function MultiOptionsField({
  label,
  selected,
  all,
  labelOf,
  isAsync,
  fetching,
  empty,
  error,
  onOpen,
  onChange,
}: {
  label: string
  selected: string[]
  all: readonly ParamOption[]
  labelOf: (name: string) => string
  isAsync: boolean
  fetching: boolean
  /** The loaded list came back empty. */
  empty: boolean
  error: unknown
  onOpen: () => void
  onChange: (value: string) => void
}) {
  const { t } = useTranslation('canvas')
  const failed = error != null
  return (
    <TextField
      select
      fullWidth
      size="small"
      value={selected}
      className="nodrag"
      error={failed}
      helperText={failed ? <ErrorText error={error} /> : undefined}
      onChange={(e) => {
        const next: unknown = e.target.value
        onChange(JSON.stringify(Array.isArray(next) ? next : readMulti(next)))
      }}
      slotProps={{
        htmlInput: { 'aria-label': label },
        select: {
          multiple: true,
          displayEmpty: true,
          onOpen,
          renderValue: (v: unknown) => {
            if (Array.isArray(v)) {
              if (v.length === 0) return <Box sx={{ color: 'text.disabled' }}>{t('params.choose')}</Box>
              return (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  {v.map((item) => (
                    <Chip key={String(item)} size="small" label={labelOf(String(item))} />
                  ))}
                </Box>
              )
            }
            return typeof v === 'string' && v !== '' ? (
              labelOf(v)
            ) : (
              <Box sx={{ color: 'text.disabled' }}>{t('params.choose')}</Box>
            )
          },
        },
      }}
    >
      {isAsync && fetching && (
        <MenuItem disabled>
          <CircularProgress size={16} sx={{ mr: 1 }} />
          {t('params.loadingOptions')}
        </MenuItem>
      )}
      {isAsync && empty && <MenuItem disabled>{t('params.noOptions')}</MenuItem>}
      {all.map((o) => (
        <MenuItem key={o.name} value={o.name}>
          <ListItemText
            primary={o.label}
            secondary={o.description}
            slotProps={{ secondary: { sx: { whiteSpace: 'normal', maxWidth: 320 } } }}
          />
        </MenuItem>
      ))}
    </TextField>
  )
}
