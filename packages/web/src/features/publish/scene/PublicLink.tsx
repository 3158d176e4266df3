import { useMemo } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined'
import OpenInNew from '@mui/icons-material/OpenInNew'
import QrCode2 from '@mui/icons-material/QrCode2'
import { useTranslation } from 'react-i18next'
import { useCopyText } from '../../../ui/useCopyText'
import { downloadUrl, qrCodePng } from './qr-code'

/** The public link with copy and view, and its QR code (shown, and downloadable as a PNG). */
export function PublicLink({ url, fileName }: { url: string; fileName: string }) {
  const { t } = useTranslation('publish')
  const copyText = useCopyText()
  const qr = useMemo(() => qrCodePng(url), [url])
  const copy = () => copyText(url, { copied: t('copied'), manually: t('copyManually') })
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack spacing={1} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        <TextField
          size="small"
          label={t('scene.link')}
          value={url}
          slotProps={{ htmlInput: { readOnly: true } }}
          fullWidth
        />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button size="small" startIcon={<ContentCopyOutlined />} onClick={() => void copy()}>
            {t('copy')}
          </Button>
          <Button size="small" startIcon={<OpenInNew />} href={url} target="_blank" rel="noopener">
            {t('scene.view')}
          </Button>
          <Button size="small" startIcon={<QrCode2 />} onClick={() => downloadUrl(fileName, qr)}>
            {t('scene.downloadQr')}
          </Button>
        </Stack>
      </Stack>
      <Box
        component="img"
        src={qr}
        alt={t('scene.qrAlt')}
        sx={{ width: 128, height: 128, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: '#fff' }}
      />
    </Stack>
  )
}
