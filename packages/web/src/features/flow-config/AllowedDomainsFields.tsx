import type { Dispatch, SetStateAction } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import Add from '@mui/icons-material/Add'
import DeleteOutline from '@mui/icons-material/DeleteOutlined'
import { useTranslation } from 'react-i18next'
import { SectionHeading as Heading } from './SectionHeading'

/** The origins allowed to embed or call the flow, one field each, and the message to the others. */
export function AllowedDomainsFields(props: {
  origins: string[]
  onOriginsChange: Dispatch<SetStateAction<string[]>>
  /** Per origin, whether to show it as invalid (once the user tried to save). */
  errors: boolean[]
  originsError: string
  onOriginsErrorChange: (value: string) => void
}) {
  const { origins, onOriginsChange: setOrigins, errors } = props
  const { t } = useTranslation('chatflows')
  return (
    <>
      <Heading>{t('config.security.allowedDomains')}</Heading>
      <Typography variant="body2" color="text.secondary">
        {t('config.security.allowedDomainsHint')}
      </Typography>
      {origins.map((origin, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            fullWidth
            label={t('config.security.domain', { n: i + 1 })}
            placeholder="https://example.com"
            value={origin}
            onChange={(e) => setOrigins((list) => list.map((o, j) => (j === i ? e.target.value : o)))}
            error={errors[i]}
            helperText={errors[i] ? t('config.security.domainInvalid') : undefined}
          />
          <IconButton
            aria-label={t('config.security.removeDomain', { n: i + 1 })}
            onClick={() => setOrigins((list) => (list.length > 1 ? list.filter((_, j) => j !== i) : ['']))}
          >
            <DeleteOutline />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button size="small" startIcon={<Add />} onClick={() => setOrigins((list) => [...list, ''])}>
          {t('config.security.addDomain')}
        </Button>
      </Box>
      <TextField
        size="small"
        label={t('config.security.domainsError')}
        value={props.originsError}
        onChange={(e) => props.onOriginsErrorChange(e.target.value)}
      />
    </>
  )
}
