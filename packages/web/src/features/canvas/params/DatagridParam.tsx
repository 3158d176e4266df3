import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Add from '@mui/icons-material/Add'
import DeleteOutline from '@mui/icons-material/DeleteOutlined'
import { useTranslation } from 'react-i18next'
import type { ParamFieldProps } from './param-types'

type Column = { field: string; headerName: string; options: string[] }
type Row = Record<string, unknown>

function readColumns(grid: unknown): Column[] {
  if (!Array.isArray(grid)) return []
  return grid.flatMap((c: unknown) => {
    if (typeof c !== 'object' || c === null) return []
    const field: unknown = Reflect.get(c, 'field')
    const header: unknown = Reflect.get(c, 'headerName')
    const values: unknown = Reflect.get(c, 'valueOptions')
    if (typeof field !== 'string') return []
    return [
      {
        field,
        headerName: typeof header === 'string' ? header : field,
        options: Array.isArray(values) ? values.filter((v): v is string => typeof v === 'string') : [],
      },
    ]
  })
}

function readRows(value: unknown): Row[] {
  const list: unknown = typeof value === 'string' && value.trim() !== '' ? safeParse(value) : value
  return Array.isArray(list) ? list.filter((r): r is Row => typeof r === 'object' && r !== null) : []
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return []
  }
}

/** A table param. Rows are written back in the form they came in (Flowise stores a JSON string). */
export function DatagridParam({ input, value, onChange }: ParamFieldProps) {
  const { t } = useTranslation('canvas')
  const columns = readColumns(input.datagrid)
  const rows = readRows(value)
  const write = (next: Row[]) => onChange(Array.isArray(value) ? next : JSON.stringify(next))
  const setCell = (index: number, field: string, cell: string) =>
    write(rows.map((r, i) => (i === index ? { ...r, [field]: cell } : r)))

  return (
    <Box className="nodrag nowheel" sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ '& td, & th': { px: 0.5, py: 0.5 } }}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.field} sx={{ fontSize: 12 }}>
                {c.headerName}
              </TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={index}>
              {columns.map((c) => {
                const cell: unknown = row[c.field]
                const text = typeof cell === 'string' || typeof cell === 'number' ? String(cell) : ''
                return (
                  <TableCell key={c.field}>
                    <TextField
                      size="small"
                      variant="standard"
                      select={c.options.length > 0}
                      value={text}
                      onChange={(e) => setCell(index, c.field, e.target.value)}
                      slotProps={{ htmlInput: { 'aria-label': c.headerName } }}
                      sx={{ minWidth: 80 }}
                    >
                      {c.options.map((o) => (
                        <MenuItem key={o} value={o}>
                          {o}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                )
              })}
              <TableCell>
                <IconButton
                  size="small"
                  aria-label={t('params.deleteRow')}
                  onClick={() => write(rows.filter((_r, i) => i !== index))}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Button
        size="small"
        startIcon={<Add />}
        onClick={() => write([...rows, Object.fromEntries(columns.map((c) => [c.field, '']))])}
      >
        {t('params.addRow')}
      </Button>
    </Box>
  )
}
