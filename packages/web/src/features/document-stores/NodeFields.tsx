import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import type { TPublicNodeDescriptor } from '@unikflow/graph'
import { formInputs, type NodeConfig } from './node-config'
import { translateInput, useCatalogueText } from '../../i18n/catalogue-text'

type InputDefinition = TPublicNodeDescriptor['inputs'][number]

function Field({
  input,
  value,
  onChange,
  error,
}: {
  input: InputDefinition
  value: string | number | boolean | null | undefined
  onChange: (value: string | number | boolean | null) => void
  error: boolean
}) {
  const id = `field-${input.name}`
  const common = {
    id,
    label: input.label,
    required: input.optional !== true,
    helperText: input.description,
    error,
    size: 'small' as const,
    fullWidth: true,
  }
  if (input.type === 'boolean')
    return (
      <FormControlLabel
        control={
          <Switch checked={value === true || value === 'true'} onChange={(e) => onChange(e.target.checked)} />
        }
        label={input.label}
      />
    )
  if (input.type === 'options')
    return (
      <TextField
        {...common}
        select
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value)}
      >
        {(input.options ?? []).map((o) => (
          <MenuItem key={o.name} value={o.name}>
            {o.label ?? o.name}
          </MenuItem>
        ))}
      </TextField>
    )
  if (input.type === 'number')
    return (
      <TextField
        {...common}
        type="number"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      />
    )
  const multiline = input.type === 'json' || input.type === 'code' || (input.rows ?? 0) > 1
  return (
    <TextField
      {...common}
      type={input.type === 'password' ? 'password' : 'text'}
      placeholder={input.placeholder}
      multiline={multiline}
      minRows={multiline ? Math.min(input.rows ?? 3, 6) : undefined}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(e) => onChange(e.target.value)}
      slotProps={
        multiline ? { htmlInput: { style: { fontFamily: 'ui-monospace, Menlo, monospace' } } } : undefined
      }
    />
  )
}

/**
 * A node's parameters as a compact form (string, number, password, options, boolean, JSON), read from its
 * descriptor; `skip` leaves out inputs the page renders itself.
 */
export function NodeFields({
  node,
  config,
  onChange,
  skip = [],
  missing = [],
}: {
  node: TPublicNodeDescriptor | undefined
  config: NodeConfig
  onChange: (config: NodeConfig) => void
  skip?: string[]
  /** Mandatory inputs found empty: shown in error. */
  missing?: string[]
}) {
  const text = useCatalogueText()
  const inputs = formInputs(node)
    .filter((i) => !skip.includes(i.name))
    .map((i) => translateInput(i, text))
  return (
    <Stack spacing={2}>
      {inputs.map((input) => (
        <Field
          key={input.name}
          input={input}
          value={config[input.name]}
          error={missing.includes(input.name)}
          onChange={(v) => onChange({ ...config, [input.name]: v })}
        />
      ))}
    </Stack>
  )
}
