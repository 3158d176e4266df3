import { useRef } from 'react'
import { useNavigate } from 'react-router'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import Add from '@mui/icons-material/Add'
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined'
import ViewQuiltOutlined from '@mui/icons-material/ViewQuiltOutlined'
import { useTranslation } from 'react-i18next'
import { FLOW_FILE_ACCEPT } from './model/import-flow-file'
import { PALETTE_OPENER } from './palette/NodePalette'

/** What an empty canvas shows: how to start, each way as a button (palette, templates, a flow file). */
export function EmptyCanvasHint(props: {
  unikId: string
  onAddNode: () => void
  onImport: (file: File) => void
}) {
  const { t } = useTranslation('canvas')
  const navigate = useNavigate()
  const fileRef = useRef<HTMLInputElement>(null)
  return (
    // The box lets pointer events through to the canvas; only the card takes them.
    <Box
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        pointerEvents: 'none',
        zIndex: 5,
      }}
    >
      <Paper
        variant="outlined"
        role="region"
        aria-label={t('empty.title')}
        sx={{ p: 3, maxWidth: 520, textAlign: 'center', pointerEvents: 'auto', borderRadius: 2 }}
      >
        <Typography variant="h4" component="h2" sx={{ fontSize: 20, mb: 1 }}>
          {t('empty.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('empty.description')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={props.onAddNode}
            {...{ [PALETTE_OPENER]: true }}
          >
            {t('empty.addNode')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<ViewQuiltOutlined />}
            onClick={() => void navigate(`/uniks/${props.unikId}/templates`)}
          >
            {t('empty.useTemplate')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<FileUploadOutlined />}
            onClick={() => fileRef.current?.click()}
          >
            {t('empty.import')}
          </Button>
        </Stack>
        <input
          ref={fileRef}
          type="file"
          accept={FLOW_FILE_ACCEPT}
          hidden
          data-testid="empty-canvas-import-input"
          onChange={(e) => {
            const file = e.target.files?.[0]
            e.target.value = ''
            if (file) props.onImport(file)
          }}
        />
      </Paper>
    </Box>
  )
}
