import { useState } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Step from '@mui/material/Step'
import StepContent from '@mui/material/StepContent'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'
import Typography from '@mui/material/Typography'
import { useMutation } from '@tanstack/react-query'
import type { TNimCheckResult } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { checkNimEndpoint } from '../../../api/prompt-hub'
import { CodeBlock } from '../../publish/CodeBlock'
import { detectOs, NIM_MODELS, nimSteps, type NimOs } from './nim-commands'
import { NimCheckStep } from './NimCheckStep'
import { NimOptionsBar } from './NimOptionsBar'
import { NimStepNav } from './NimStepNav'

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
  const nav = (index: number, last = false) => (
    <NimStepNav index={index} step={step} last={last} onStep={setStep} />
  )
  const changePort = (value: number) => {
    setPort(value)
    setEndpoint(nimSteps(os, model, value).endpoint)
  }

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="nim-setup-title">
      <DialogTitle id="nim-setup-title">{t('nim.title')}</DialogTitle>
      <DialogContent dividers>
        <NimOptionsBar
          os={os}
          model={model}
          port={port}
          onOs={setOs}
          onModel={setModel}
          onPort={changePort}
        />
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
              <NimCheckStep
                endpoint={endpoint}
                onEndpoint={setEndpoint}
                checking={check.isPending}
                error={check.isError ? check.error : null}
                result={result}
                onCheck={() => check.mutate()}
                picked={picked}
                onPicked={setPicked}
              />
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
