import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined'
import PreviewOutlined from '@mui/icons-material/PreviewOutlined'
import type { UseMutationResult } from '@tanstack/react-query'
import type { LoaderPreview } from '../../api/document-stores'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../ui/useNotify'
import { ChunkCard } from './ChunkCard'

/** The loader page's right side: how many chunks to preview, preview and process, and the chunks. */
export function ChunkPreview({
  count,
  onCountChange,
  preview,
  onPreview,
  processing,
  onProcess,
}: {
  count: number
  onCountChange: (count: number) => void
  preview: UseMutationResult<LoaderPreview, Error, void>
  onPreview: () => void
  processing: boolean
  onProcess: () => void
}) {
  const { t } = useTranslation(['document-store', 'translation'])
  const errorText = useErrorText()
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <TextField
          size="small"
          type="number"
          label={t('previewCount')}
          value={count}
          onChange={(e) => onCountChange(Math.max(1, Math.min(100, Number(e.target.value) || 1)))}
          sx={{ width: 150 }}
        />
        <Button
          variant="outlined"
          startIcon={<PreviewOutlined />}
          loading={preview.isPending}
          onClick={onPreview}
        >
          {t('previewChunks')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          variant="contained"
          startIcon={<PlayArrowOutlined />}
          loading={processing}
          onClick={onProcess}
        >
          {t('process')}
        </Button>
      </Stack>
      {preview.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(preview.error)}
        </Alert>
      )}
      {preview.data ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="preview-summary">
            {t('previewSummary', { shown: preview.data.chunks.length, total: preview.data.totalChunks })}
          </Typography>
          <Stack spacing={1.5} sx={{ maxHeight: '70vh', overflowY: 'auto', pr: 0.5 }}>
            {preview.data.chunks.map((c, i) => (
              <ChunkCard key={i} index={i + 1} pageContent={c.pageContent} metadata={c.metadata} />
            ))}
          </Stack>
        </>
      ) : (
        <Box
          sx={{
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            borderRadius: 2,
            p: 4,
            textAlign: 'center',
            color: 'text.secondary',
          }}
        >
          <PreviewOutlined sx={{ fontSize: 40, opacity: 0.5 }} aria-hidden />
          <Typography variant="body2">{t('previewHint')}</Typography>
        </Box>
      )}
    </Box>
  )
}
