import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined'
import { isSceneTechnology, type TPublicationTechnology, type TSceneTechnology } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { exportPublicationPage } from '../../../api/publications'
import { useNotify } from '../../../ui/useNotify'
import { downloadUrl } from './qr-code'
import { SCENE_TECHNOLOGIES } from './technologies'

/** The page as one HTML file (libraries from a CDN) to host elsewhere — over HTTPS, for the camera. */
export function ExportTab(props: { unikId: string; flowId: string; technology: TPublicationTechnology }) {
  const { t } = useTranslation('publish')
  const notify = useNotify()
  const [technology, setTechnology] = useState<TSceneTechnology>(
    isSceneTechnology(props.technology) ? props.technology : 'arjs',
  )
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      const file = await exportPublicationPage(props.unikId, props.flowId, technology)
      const url = URL.createObjectURL(new Blob([file.html], { type: 'text/html' }))
      downloadUrl(file.fileName, url)
      URL.revokeObjectURL(url)
    } catch (e) {
      notify.error(e, t('scene.generateFailed'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        label={t('scene.technology')}
        value={technology}
        onChange={(e) => setTechnology(SCENE_TECHNOLOGIES.find((x) => x === e.target.value) ?? technology)}
        sx={{ minWidth: 200 }}
      >
        {SCENE_TECHNOLOGIES.map((x) => (
          <MenuItem key={x} value={x}>
            {t(`scene.technologies.${x}`)}
          </MenuItem>
        ))}
      </TextField>
      <Alert severity="info">{t('scene.exportHint')}</Alert>
      <Button
        variant="contained"
        startIcon={<FileDownloadOutlined />}
        onClick={() => void download()}
        disabled={busy}
      >
        {t('scene.downloadHtml')}
      </Button>
    </Stack>
  )
}
