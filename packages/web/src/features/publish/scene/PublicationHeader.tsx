import Chip from '@mui/material/Chip'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import LockOutlined from '@mui/icons-material/LockOutlined'
import PublicOutlined from '@mui/icons-material/PublicOutlined'
import type { TPublication, TPublicationTechnology } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { TECHNOLOGY_ORDER } from './technologies'

/** The technology to publish, Make Public, public or private, and the published version. */
export function PublicationHeader(props: {
  technology: TPublicationTechnology
  onTechnology: (technology: TPublicationTechnology) => void
  publication: TPublication | undefined
  saving: boolean
  /** A flow with an API key cannot make its chat public. */
  hasApiKey: boolean
  onPublic: (isPublic: boolean) => void
}) {
  const { technology, onTechnology, publication, saving, hasApiKey, onPublic } = props
  const { t } = useTranslation('publish')
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <TextField
        select
        size="small"
        label={t('scene.technology')}
        value={technology}
        onChange={(e) => onTechnology(TECHNOLOGY_ORDER.find((x) => x === e.target.value) ?? technology)}
        sx={{ minWidth: 200 }}
      >
        {TECHNOLOGY_ORDER.map((x) => (
          <MenuItem key={x} value={x}>
            {t(`scene.technologies.${x}`)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch
            checked={publication?.isPublic ?? false}
            disabled={saving || (technology === 'chat' && hasApiKey)}
            onChange={(e) => onPublic(e.target.checked)}
          />
        }
        label={t('makePublic')}
      />
      {publication?.isPublic ? (
        <Chip size="small" color="success" icon={<PublicOutlined />} label={t('publicAccess')} />
      ) : (
        <Chip size="small" icon={<LockOutlined />} label={t('privateAccess')} />
      )}
      {publication?.currentVersion != null && (
        <Chip
          size="small"
          variant="outlined"
          label={t('scene.version', { version: publication.currentVersion })}
        />
      )}
    </Stack>
  )
}
