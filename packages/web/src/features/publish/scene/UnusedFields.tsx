import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

/** Fields this flow's nodes show that the technology cannot express. */
export function UnusedFields({ unused, technologyName }: { unused: string[]; technologyName: string }) {
  const { t } = useTranslation('publish')
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {t('scene.notUsedBy', { technology: technologyName })}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        {unused.map((f) => (
          <Chip key={f} size="small" variant="outlined" label={f} />
        ))}
      </Stack>
    </Box>
  )
}
