import Checkbox from '@mui/material/Checkbox'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import DeleteOutline from '@mui/icons-material/DeleteOutlined'
import { useTranslation } from 'react-i18next'
import { SCHEMA_PROPERTY_TYPES, type SchemaRow } from './tool-form'

/** One property of the input schema: name, type, description, required, remove. */
export function SchemaPropertyRow({
  row,
  n,
  problem,
  readOnly,
  setRow,
  onRemove,
}: {
  row: SchemaRow
  /** The row's number from 1, for the fields' labels. */
  n: number
  problem: string | undefined
  readOnly: boolean
  setRow: (patch: Partial<SchemaRow>) => void
  onRemove: () => void
}) {
  const { t } = useTranslation(['tools', 'translation'])
  return (
    <TableRow key={row.key} sx={{ verticalAlign: 'top' }}>
      <TableCell>
        <TextField
          size="small"
          fullWidth
          value={row.property}
          placeholder="city"
          onChange={(e) => setRow({ property: e.target.value })}
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
          onChange={(e) => setRow({ type: e.target.value })}
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
          onChange={(e) => setRow({ description: e.target.value })}
          slotProps={{
            htmlInput: { 'aria-label': t('descriptionOfRow', { n }), readOnly },
          }}
        />
      </TableCell>
      <TableCell align="center">
        <Checkbox
          checked={row.required}
          disabled={readOnly}
          onChange={(e) => setRow({ required: e.target.checked })}
          slotProps={{ input: { 'aria-label': t('requiredOfRow', { n }) } }}
        />
      </TableCell>
      {!readOnly && (
        <TableCell>
          <IconButton size="small" sx={{ mt: 0.5 }} aria-label={t('removeRow', { n })} onClick={onRemove}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </TableCell>
      )}
    </TableRow>
  )
}
