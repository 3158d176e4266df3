import { lazy, Suspense } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import Switch from '@mui/material/Switch'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import Add from '@mui/icons-material/Add'
import DeleteOutline from '@mui/icons-material/DeleteOutlined'
import { useTranslation } from 'react-i18next'
import { newSchemaRow, SCHEMA_PROPERTY_TYPES, schemaRowProblems, type SchemaRow } from './tool-form'

// The canvas's CodeMirror editor: its own lazy chunk (CodeMirror only), not the canvas.
const CodeEditor = lazy(() => import('../canvas/params/CodeEditor'))

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
  const setRow = (index: number, patch: Partial<SchemaRow>) =>
    onRowsChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)))

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
      ) : (
        <>
          <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Table size="small" aria-label={t('inputSchema')}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: '24%' }}>{t('property')}</TableCell>
                  <TableCell sx={{ width: 140 }}>{t('propertyType')}</TableCell>
                  <TableCell>{t('propertyDescription')}</TableCell>
                  <TableCell align="center" sx={{ width: 90 }}>
                    {t('propertyRequired')}
                  </TableCell>
                  {!readOnly && <TableCell sx={{ width: 48 }} />}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.length === 0 && (
                  <TableRow>
                    <TableCell
                      colSpan={readOnly ? 4 : 5}
                      sx={{ color: 'text.secondary', textAlign: 'center', py: 2 }}
                    >
                      {t('noProperties')}
                    </TableCell>
                  </TableRow>
                )}
                {rows.map((row, index) => {
                  const problem = problems.get(index)
                  const n = index + 1
                  return (
                    <TableRow key={row.key} sx={{ verticalAlign: 'top' }}>
                      <TableCell>
                        <TextField
                          size="small"
                          fullWidth
                          value={row.property}
                          placeholder="city"
                          onChange={(e) => setRow(index, { property: e.target.value })}
                          error={problem !== undefined}
                          helperText={
                            problem === 'duplicate'
                              ? t('propertyDuplicate')
                              : problem
                                ? t('translation:validation.required')
                                : undefined
                          }
                          slotProps={{
                            htmlInput: {
                              'aria-label': t('propertyOfRow', { n }),
                              readOnly,
                              spellCheck: false,
                            },
                          }}
                        />
                      </TableCell>
                      <TableCell>
                        <TextField
                          select
                          size="small"
                          fullWidth
                          value={row.type}
                          onChange={(e) => setRow(index, { type: e.target.value })}
                          disabled={readOnly}
                          slotProps={{ select: { inputProps: { 'aria-label': t('typeOfRow', { n }) } } }}
                        >
                          {[...new Set([...SCHEMA_PROPERTY_TYPES, row.type])].map((type) => (
                            <MenuItem key={type} value={type}>
                              {type}
                            </MenuItem>
                          ))}
                        </TextField>
                      </TableCell>
                      <TableCell>
                        <TextField
                          size="small"
                          fullWidth
                          multiline
                          maxRows={4}
                          value={row.description}
                          onChange={(e) => setRow(index, { description: e.target.value })}
                          slotProps={{
                            htmlInput: { 'aria-label': t('descriptionOfRow', { n }), readOnly },
                          }}
                        />
                      </TableCell>
                      <TableCell align="center">
                        <Checkbox
                          checked={row.required}
                          disabled={readOnly}
                          onChange={(e) => setRow(index, { required: e.target.checked })}
                          slotProps={{ input: { 'aria-label': t('requiredOfRow', { n }) } }}
                        />
                      </TableCell>
                      {!readOnly && (
                        <TableCell>
                          <IconButton
                            size="small"
                            sx={{ mt: 0.5 }}
                            aria-label={t('removeRow', { n })}
                            onClick={() => onRowsChange(rows.filter((_r, i) => i !== index))}
                          >
                            <DeleteOutline fontSize="small" />
                          </IconButton>
                        </TableCell>
                      )}
                    </TableRow>
                  )
                })}
              </TableBody>
            </Table>
          </TableContainer>
          {!readOnly && (
            <Button
              size="small"
              startIcon={<Add />}
              sx={{ mt: 1 }}
              onClick={() => onRowsChange([...rows, newSchemaRow()])}
            >
              {t('addProperty')}
            </Button>
          )}
        </>
      )}
    </Box>
  )
}

export const PRE_SX = {
  m: 0,
  p: 1.5,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 12,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxHeight: 320,
  overflow: 'auto',
} as const
