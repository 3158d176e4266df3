import Autocomplete from '@mui/material/Autocomplete'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import { useTools } from '../tools/queries'
import type { OpenAIAssistantForm } from './openai-assistant-form'
import { OpenAIFilesField } from './OpenAIFilesField'

/** What an OpenAI assistant may use: saved tools as functions, the code interpreter and file search. */
export function OpenAIAssistantToolFields({
  unikId,
  form,
  onChange: patch,
  readOnly,
}: {
  unikId: string
  form: OpenAIAssistantForm
  onChange: (patch: Partial<OpenAIAssistantForm>) => void
  readOnly: boolean
}) {
  const { t } = useTranslation(['assistants', 'translation'])
  const tools = useTools(unikId).data ?? []
  const chosenTools = form.functionToolIds.map(
    (id) => tools.find((tool) => tool.id === id) ?? { id, name: id },
  )
  return (
    <>
      <Autocomplete
        multiple
        disabled={readOnly}
        options={tools.map((tool) => ({ id: tool.id, name: tool.name }))}
        value={chosenTools}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        getOptionLabel={(o) => o.name}
        onChange={(_, value) => patch({ functionToolIds: value.map((o) => o.id) })}
        renderInput={(params) => (
          <TextField {...params} label={t('openai.functions')} helperText={t('openai.functionsHint')} />
        )}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={form.codeInterpreter}
            disabled={readOnly}
            onChange={(e) => patch({ codeInterpreter: e.target.checked })}
          />
        }
        label={t('openai.codeInterpreter')}
      />
      {form.codeInterpreter && (
        <OpenAIFilesField
          unikId={unikId}
          label={t('openai.codeInterpreterFiles')}
          credential={form.credential}
          files={form.codeInterpreterFiles}
          onChange={(codeInterpreterFiles) => patch({ codeInterpreterFiles })}
          disabled={readOnly}
        />
      )}
      <FormControlLabel
        control={
          <Checkbox
            checked={form.fileSearch}
            disabled={readOnly}
            onChange={(e) => patch({ fileSearch: e.target.checked })}
          />
        }
        label={t('openai.fileSearch')}
      />
      {form.fileSearch && (
        <OpenAIFilesField
          unikId={unikId}
          label={t('openai.fileSearchFiles')}
          credential={form.credential}
          files={form.fileSearchFiles}
          onChange={(fileSearchFiles) => patch({ fileSearchFiles })}
          disabled={readOnly}
        />
      )}
    </>
  )
}
