import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { UsedTool } from '../model/chat-messages'
import { previewValue } from '../model/run-timeline'
import { isUrlSource, sourceOf, type SourceDocument } from '../model/source-docs'

const preSx = {
  m: 0,
  p: 1.5,
  borderRadius: 1,
  bgcolor: 'action.hover',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 13,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxHeight: '50vh',
  overflow: 'auto',
} as const

/** A source document: where it comes from, its page content and the rest of its metadata. */
export function SourceDocumentDialog({ doc, onClose }: { doc: SourceDocument | null; onClose: () => void }) {
  const { t } = useTranslation(['chatmessage', 'translation'])
  const source = doc ? sourceOf(doc) : undefined
  const { source: _omit, ...rest } = doc?.metadata ?? {}
  return (
    <Dialog open={doc !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="source-doc-title">
      <DialogTitle id="source-doc-title" sx={{ overflowWrap: 'anywhere' }}>
        {t('source')}
        {source && (
          <Typography variant="body2" component="div" sx={{ mt: 0.5 }}>
            {isUrlSource(source) ? (
              <Link href={source} target="_blank" rel="noopener noreferrer nofollow">
                {source}
              </Link>
            ) : (
              source
            )}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent dividers>
        <Box component="pre" sx={preSx}>
          {doc?.pageContent}
        </Box>
        {Object.keys(rest).length > 0 && (
          <Box component="pre" sx={{ ...preSx, mt: 1.5, fontSize: 12, color: 'text.secondary' }}>
            {previewValue(rest, 5000)}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('translation:common.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}

/** A tool the answer used: what it was given and what it returned. */
export function UsedToolDialog({ tool, onClose }: { tool: UsedTool | null; onClose: () => void }) {
  const { t } = useTranslation(['chatmessage', 'translation'])
  return (
    <Dialog open={tool !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="used-tool-title">
      <DialogTitle id="used-tool-title">{tool?.tool}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="subtitle2" gutterBottom>
          {t('toolInput')}
        </Typography>
        <Box component="pre" sx={preSx}>
          {previewValue(tool?.toolInput, 20_000)}
        </Box>
        <Typography variant="subtitle2" gutterBottom sx={{ mt: 2 }}>
          {t('toolOutput')}
        </Typography>
        <Box component="pre" sx={preSx}>
          {previewValue(tool?.toolOutput, 20_000)}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('translation:common.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
