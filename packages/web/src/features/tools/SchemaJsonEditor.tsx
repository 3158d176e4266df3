import { lazy, Suspense } from 'react'
import Box from '@mui/material/Box'
import FormHelperText from '@mui/material/FormHelperText'
import { useTranslation } from 'react-i18next'
import { PRE_SX } from './pre-sx'

// The canvas's CodeMirror editor: its own lazy chunk (CodeMirror only), not the canvas.
const CodeEditor = lazy(() => import('../canvas/params/CodeEditor'))

/** The input schema as JSON text: an editor (or plain text when read-only) and why it was refused. */
export function SchemaJsonEditor({
  jsonText,
  onJsonTextChange,
  jsonError,
  readOnly,
}: {
  jsonText: string
  onJsonTextChange: (text: string) => void
  jsonError: string | null
  readOnly: boolean
}) {
  const { t } = useTranslation(['tools', 'translation'])
  return (
    <Box>
      {readOnly ? (
        <Box component="pre" sx={PRE_SX}>
          {jsonText}
        </Box>
      ) : (
        <Suspense fallback={<Box sx={{ ...PRE_SX, minHeight: 120 }}>{jsonText}</Box>}>
          <Box sx={{ '& .cm-content, & .cm-gutter': { minHeight: 120 } }}>
            <CodeEditor
              value={jsonText}
              language="json"
              label={t('inputSchemaJson')}
              onChange={onJsonTextChange}
            />
          </Box>
        </Suspense>
      )}
      {jsonError ? (
        <FormHelperText error role="alert">
          {jsonError}
        </FormHelperText>
      ) : (
        <FormHelperText>{t('schemaJsonHint')}</FormHelperText>
      )}
    </Box>
  )
}
