import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import Step from '@mui/material/Step'
import StepContent from '@mui/material/StepContent'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useMutation } from '@tanstack/react-query'
import type { TNimCheckResult } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { checkNimEndpoint } from '../../../api/prompt-hub'
import { useErrorText } from '../../../ui/useNotify'
import { CodeBlock } from '../../publish/CodeBlock'
import { detectOs, NIM_MODELS, nimSteps, type NimOs } from './nim-commands'

const OSES: NimOs[] = ['linux', 'windows', 'mac']

/**
 * Setting up a local NVIDIA NIM for the Chat NVIDIA NIM node: install, pull, start (copyable commands for
 * this machine), then check the endpoint through the server's outbound guard and fill Base Path and Model.
 */
export default function NimSetupDialog({
  unikId,
  onUse,
  onClose,
}: {
  unikId: string
  onUse: (inputs: { basePath: string; modelName: string }) => void
  onClose: () => void
}) {
  const { t } = useTranslation('canvas')
  const errorText = useErrorText()
  const [step, setStep] = useState(0)
  const [os, setOs] = useState<NimOs>(() => detectOs(navigator.userAgent))
  const [model, setModel] = useState<string>(NIM_MODELS[0])
  const [port, setPort] = useState(8000)
  const steps = nimSteps(os, model, port)
  const [endpoint, setEndpoint] = useState(steps.endpoint)
  const [picked, setPicked] = useState('')
  const check = useMutation({
    mutationFn: () => checkNimEndpoint(unikId, { baseUrl: endpoint.trim() }),
    onSuccess: (r: TNimCheckResult) => setPicked(r.models.includes(model) ? model : (r.models[0] ?? '')),
  })
  const result = check.data
  const next = () => setStep((s) => s + 1)
  // Only the open step has buttons (the others' content stays mounted while collapsed).
  const nav = (index: number, last = false) =>
    index !== step ? null : (
      <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
        {step > 0 && <Button onClick={() => setStep((s) => s - 1)}>{t('nim.back')}</Button>}
        {!last && (
          <Button variant="outlined" onClick={next}>
            {t('nim.next')}
          </Button>
        )}
      </Box>
    )

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="nim-setup-title">
      <DialogTitle id="nim-setup-title">{t('nim.title')}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
          <TextField
            select
            size="small"
            label={t('nim.os')}
            value={os}
            onChange={(e) => setOs(e.target.value as NimOs)}
          >
            {OSES.map((o) => (
              <MenuItem key={o} value={o}>
                {t(`nim.oses.${o}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('nim.model')}
            value={model}
            onChange={(e) => setModel(e.target.value)}
          >
            {NIM_MODELS.map((m) => (
              <MenuItem key={m} value={m}>
                {m}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="number"
            label={t('nim.port')}
            value={port}
            onChange={(e) => {
              const value = Math.min(65535, Math.max(1, Number(e.target.value) || 8000))
              setPort(value)
              setEndpoint(nimSteps(os, model, value).endpoint)
            }}
            sx={{ width: 120 }}
          />
        </Box>
        {os === 'mac' && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('nim.macNote')}
          </Alert>
        )}
        <Stepper activeStep={step} orientation="vertical">
          <Step>
            <StepLabel>{t('nim.steps.install')}</StepLabel>
            <StepContent>
              <CodeBlock code={steps.install} label={t('nim.steps.install')} />
              {nav(0)}
            </StepContent>
          </Step>
          <Step>
            <StepLabel>{t('nim.steps.pull')}</StepLabel>
            <StepContent>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('nim.pullHint')}
              </Typography>
              <CodeBlock code={steps.pull} label={t('nim.steps.pull')} />
              {nav(1)}
            </StepContent>
          </Step>
          <Step>
            <StepLabel>{t('nim.steps.start')}</StepLabel>
            <StepContent>
              <CodeBlock code={steps.start} label={t('nim.steps.start')} />
              {nav(2)}
            </StepContent>
          </Step>
          <Step>
            <StepLabel>{t('nim.steps.check')}</StepLabel>
            <StepContent>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <TextField
                  size="small"
                  fullWidth
                  label={t('nim.endpoint')}
                  value={endpoint}
                  onChange={(e) => setEndpoint(e.target.value)}
                />
                <Button variant="contained" loading={check.isPending} onClick={() => check.mutate()}>
                  {t('nim.check')}
                </Button>
              </Box>
              {check.isError && (
                <Alert severity="error" sx={{ mt: 1.5 }}>
                  {errorText(check.error)}
                </Alert>
              )}
              {result && result.result !== 'ok' && (
                <Alert severity={result.result === 'blocked' ? 'warning' : 'error'} sx={{ mt: 1.5 }}>
                  {t(`nim.results.${result.result}`)}
                  {result.detail && (
                    <Typography variant="caption" component="div" sx={{ mt: 0.5, fontFamily: 'monospace' }}>
                      {result.detail}
                    </Typography>
                  )}
                </Alert>
              )}
              {result?.result === 'ok' && (
                <>
                  <Alert severity="success" sx={{ mt: 1.5 }}>
                    {t('nim.results.ok', { count: result.models.length })}
                  </Alert>
                  <TextField
                    select
                    size="small"
                    fullWidth
                    label={t('nim.modelToUse')}
                    value={picked}
                    onChange={(e) => setPicked(e.target.value)}
                    sx={{ mt: 1.5 }}
                  >
                    {result.models.map((m) => (
                      <MenuItem key={m} value={m}>
                        {m}
                      </MenuItem>
                    ))}
                  </TextField>
                </>
              )}
              {nav(3, true)}
            </StepContent>
          </Step>
        </Stepper>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>{t('nim.cancel')}</Button>
        <Button
          variant="contained"
          disabled={result?.result !== 'ok' || picked === ''}
          onClick={() => {
            onUse({ basePath: endpoint.trim(), modelName: picked })
            onClose()
          }}
        >
          {t('nim.use')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
