import Box from '@mui/material/Box'
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { SchemaJsonEditor } from './SchemaJsonEditor'
import { SchemaTable } from './SchemaTable'
import { schemaRowProblems, type SchemaRow } from './tool-form'

export interface SchemaEditorProps {
  rows: SchemaRow[]
  onRowsChange: (rows: SchemaRow[]) => void
  jsonMode: boolean
  /** Asks to switch; the form refuses to leave JSON mode while the text is not a valid schema. */
  onJsonModeChange: (json: boolean) => void
  jsonText: string
  onJsonTextChange: (text: string) => void
  /** Why the JSON text was refused (shown under the editor). */
  jsonError: string | null
  /** Mark empty and repeated property names (after the first save attempt). */
  showProblems: boolean
  readOnly?: boolean
}

/** The tool's input schema: a table of properties, or the same as raw JSON. */
export function SchemaEditor({
  rows,
  onRowsChange,
  jsonMode,
  onJsonModeChange,
  jsonText,
  onJsonTextChange,
  jsonError,
  showProblems,
  readOnly = false,
}: SchemaEditorProps) {
  const { t } = useTranslation(['tools', 'translation'])
  const problems = showProblems ? schemaRowProblems(rows) : new Map<number, string>()

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {t('inputSchema')}
        </Typography>
        <FormControlLabel
          control={
            <Switch size="small" checked={jsonMode} onChange={(e) => onJsonModeChange(e.target.checked)} />
          }
          label={t('editAsJson')}
        />
      </Box>
      {jsonMode ? (
        <SchemaJsonEditor
          jsonText={jsonText}
          onJsonTextChange={onJsonTextChange}
          jsonError={jsonError}
          readOnly={readOnly}
        />
      ) : (
        <SchemaTable rows={rows} onRowsChange={onRowsChange} problems={problems} readOnly={readOnly} />
      )}
    </Box>
  )
}
