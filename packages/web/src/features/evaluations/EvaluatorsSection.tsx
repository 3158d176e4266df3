import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { TCredentialSummary, TEvaluation } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { EvaluatorFields } from './EvaluatorFields'
import { formOf, type EvaluatorForm } from './evaluator-form'

/**
 * The evaluators of a new run: picked afresh, or those of an earlier run (any flow) filled in to be
 * used as they were or changed. Evaluators the fields cannot show (made through the API) are named and
 * sent as they are.
 */
export function EvaluatorsSection({
  form,
  onChange,
  credentials,
  earlier,
}: {
  form: EvaluatorForm
  onChange: (next: EvaluatorForm) => void
  credentials: TCredentialSummary[]
  earlier: readonly TEvaluation[]
}) {
  const { t } = useTranslation('evaluations')
  const fillFromRun = (id: string) => {
    const run = earlier.find((e) => e.id === id)
    if (run) onChange(formOf(run.evaluators))
  }
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
          {t('evaluators')}
        </Typography>
        {earlier.length > 0 && (
          <TextField
            select
            size="small"
            label={t('evaluatorsOfRun')}
            value=""
            onChange={(e) => fillFromRun(e.target.value)}
            sx={{ minWidth: 260 }}
          >
            {earlier.map((e) => (
              <MenuItem key={e.id} value={e.id}>
                {t('evaluatorsOfRunOption', {
                  name: e.name,
                  flow: e.chatflowName,
                  count: e.evaluators.length,
                })}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      <EvaluatorFields form={form} onChange={onChange} credentials={credentials} />
      {form.extra.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('keptEvaluators', { names: form.extra.map((e) => e.name).join(', ') })}
        </Typography>
      )}
    </Stack>
  )
}
