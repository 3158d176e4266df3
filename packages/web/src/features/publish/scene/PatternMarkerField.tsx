import { useMemo, useRef } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import DeleteOutline from '@mui/icons-material/DeleteOutlined'
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined'
import ImageOutlined from '@mui/icons-material/ImageOutlined'
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined'
import {
  gridFromPatternText,
  imagePattern,
  patternDataUrl,
  patternMarkerSvg,
  patternTextOfDataUrl,
} from '@unikflow/updl'
import { useTranslation } from 'react-i18next'
import { useNotify } from '../../../ui/useNotify'
import { imageFilePixels } from './image-pixels'
import { downloadUrl } from './qr-code'

const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`

/**
 * AR.js custom pattern: a `.patt` file uploaded, one made from a picture, or a link to one. Patterns kept
 * with the publication (as a data: URL) show the printable marker drawn from the pattern itself, so
 * the printed marker is exactly what the page looks for.
 */
export function PatternMarkerField(props: {
  value: string | undefined
  onChange: (patternUrl: string | undefined) => void
}) {
  const { value, onChange } = props
  const { t } = useTranslation('publish')
  const notify = useNotify()
  const pattInput = useRef<HTMLInputElement>(null)
  const imageInput = useRef<HTMLInputElement>(null)
  const stored = value?.startsWith('data:') ? value : undefined
  const marker = useMemo(() => {
    const text = stored && patternTextOfDataUrl(stored)
    const grid = text ? gridFromPatternText(text) : undefined
    return grid ? svgDataUrl(patternMarkerSvg(grid)) : undefined
  }, [stored])

  const readPatt = async (file: File) => {
    const text = await file.text()
    if (!gridFromPatternText(text)) {
      notify.error(new Error(t('scene.pattern.notPatt')))
      return
    }
    onChange(patternDataUrl(text.trim() + '\n'))
  }
  const readImage = async (file: File) => {
    try {
      onChange(patternDataUrl(imagePattern(await imageFilePixels(file))))
      notify.success(t('scene.pattern.made'))
    } catch (e) {
      notify.error(e, t('scene.pattern.imageFailed'))
    }
  }
  const picked = (input: HTMLInputElement | null, read: (file: File) => Promise<void>) => {
    const file = input?.files?.[0]
    if (input) input.value = ''
    if (file) void read(file)
  }

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      {!stored && (
        <TextField
          size="small"
          label={t('scene.patternUrl')}
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value || undefined)}
          helperText={t('scene.patternHint')}
          sx={{ maxWidth: 420 }}
        />
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" startIcon={<ImageOutlined />} onClick={() => imageInput.current?.click()}>
          {t('scene.pattern.fromImage')}
        </Button>
        <Button size="small" startIcon={<UploadFileOutlined />} onClick={() => pattInput.current?.click()}>
          {t('scene.pattern.uploadPatt')}
        </Button>
        <input
          ref={imageInput}
          type="file"
          accept="image/*"
          hidden
          aria-label={t('scene.pattern.imageFile')}
          onChange={(e) => picked(e.currentTarget, readImage)}
        />
        <input
          ref={pattInput}
          type="file"
          accept=".patt,text/plain"
          hidden
          aria-label={t('scene.pattern.pattFile')}
          onChange={(e) => picked(e.currentTarget, readPatt)}
        />
      </Stack>
      {stored && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          {marker && (
            <Box
              component="img"
              src={marker}
              alt={t('scene.pattern.markerAlt')}
              sx={{ width: 128, height: 128, border: 1, borderColor: 'divider', borderRadius: 1 }}
            />
          )}
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="body2" color="text.secondary">
              {marker ? t('scene.pattern.stored') : t('scene.pattern.unreadable')}
            </Typography>
            {marker && (
              <Button
                size="small"
                startIcon={<FileDownloadOutlined />}
                onClick={() => downloadUrl('marker.svg', marker)}
              >
                {t('scene.pattern.downloadMarker')}
              </Button>
            )}
            <Button
              size="small"
              startIcon={<FileDownloadOutlined />}
              onClick={() => downloadUrl('marker.patt', stored)}
            >
              {t('scene.pattern.downloadPatt')}
            </Button>
            <Button
              size="small"
              color="inherit"
              startIcon={<DeleteOutline />}
              onClick={() => onChange(undefined)}
            >
              {t('scene.pattern.remove')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Stack>
  )
}
