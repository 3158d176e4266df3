import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import { SchemaEditor } from './SchemaEditor'
import { ToolAppearanceFields, ToolFunctionSection } from './ToolDialogFields'
import { ToolNameField } from './ToolNameField'
import type { useToolSchema } from './use-tool-schema'

export type ToolFields = { name: string; description: string; color: string; iconSrc: string; func: string }

/** The tool dialog's fields: name, description, colour and icon, input schema, function. */
export function ToolFormFields({
  fields,
  onChange: patch,
  schema,
  submitted,
  nameError,
  descriptionError,
  readOnly,
}: {
  fields: ToolFields
  onChange: (patch: Partial<ToolFields>) => void
  schema: ReturnType<typeof useToolSchema>
  /** The user tried to save: errors show. */
  submitted: boolean
  nameError: string | null
  descriptionError: string | null
  readOnly: boolean
}) {
  const { t } = useTranslation(['tools', 'translation'])
  const { name, description, color, iconSrc, func } = fields
  const showNameError = (submitted || name !== '') && nameError !== null
  return (
    <Stack spacing={2.5} sx={{ pt: 1 }}>
      <ToolNameField
        value={name}
        onChange={(name) => patch({ name })}
        error={nameError}
        showError={showNameError}
        readOnly={readOnly}
      />
      <TextField
        id="tool-description"
        label={t('description')}
        value={description}
        onChange={(e) => patch({ description: e.target.value })}
        error={submitted && descriptionError !== null}
        helperText={(submitted && descriptionError) || t('descriptionHint')}
        required
        multiline
        minRows={2}
        maxRows={6}
        fullWidth
        slotProps={{ htmlInput: { readOnly } }}
      />
      <ToolAppearanceFields
        color={color}
        onColorChange={(color) => patch({ color })}
        iconSrc={iconSrc}
        onIconSrcChange={(iconSrc) => patch({ iconSrc })}
        readOnly={readOnly}
      />
      <SchemaEditor
        rows={schema.rows}
        onRowsChange={schema.setRows}
        jsonMode={schema.jsonMode}
        onJsonModeChange={schema.switchMode}
        jsonText={schema.jsonText}
        onJsonTextChange={schema.editJsonText}
        jsonError={schema.jsonError}
        showProblems={submitted}
        readOnly={readOnly}
      />
      <ToolFunctionSection
        func={func}
        onChange={(func) => patch({ func })}
        readOnly={readOnly}
        variables={schema.variables}
      />
    </Stack>
  )
}
