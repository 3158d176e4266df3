import Button from '@mui/material/Button'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Add from '@mui/icons-material/Add'
import { useTranslation } from 'react-i18next'
import { SchemaPropertyRow } from './SchemaPropertyRow'
import { newSchemaRow, type SchemaRow } from './tool-form'

/** The input schema as a table of properties, and the button that adds one. */
export function SchemaTable({
  rows,
  onRowsChange,
  problems,
  readOnly,
}: {
  rows: SchemaRow[]
  onRowsChange: (rows: SchemaRow[]) => void
  problems: Map<number, string>
  readOnly: boolean
}) {
  const { t } = useTranslation(['tools', 'translation'])
  return (
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
            {rows.map((row, index) => (
              <SchemaPropertyRow
                key={row.key}
                row={row}
                n={index + 1}
                problem={problems.get(index)}
                readOnly={readOnly}
                setRow={(patch) => onRowsChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)))}
                onRemove={() => onRowsChange(rows.filter((_r, i) => i !== index))}
              />
            ))}
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
  )
}
