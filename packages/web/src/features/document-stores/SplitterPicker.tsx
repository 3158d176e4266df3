import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { TEXT_SPLITTER_NAMES, type TTextSplitterName } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'

/** The text splitter heading and its choice (or none). */
export function SplitterPicker({
  splitter,
  onChange,
}: {
  splitter: TTextSplitterName | null
  onChange: (next: TTextSplitterName | null) => void
}) {
  const { t } = useTranslation('document-store')
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <Typography variant="h4" component="h2" sx={{ fontSize: 16, fontWeight: 600 }}>
        {t('textSplitter')}
      </Typography>
      <TextField
        select
        size="small"
        label={t('splitter')}
        value={splitter ?? 'none'}
        onChange={(e) => onChange(TEXT_SPLITTER_NAMES.find((n) => n === e.target.value) ?? null)}
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: 220 }}
      >
        <option value="none">{t('noSplitter')}</option>
        {TEXT_SPLITTER_NAMES.map((name) => (
          <option key={name} value={name}>
            {t(`splitters.${name}`)}
          </option>
        ))}
      </TextField>
    </Stack>
  )
}
