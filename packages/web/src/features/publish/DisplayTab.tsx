import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import type { TChatflow } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useNotify } from '../../ui/useNotify'
import { displayModeOf, parseChatbotConfig, type DisplayMode } from './bot-config'
import { useSaveFlowFields } from './flow-queries'

/** Chat or AR display of the public bot; a failed save offers retry or cancel (docs/product.md#error-texts). */
export function DisplayTab({ unikId, flow }: { unikId: string; flow: TChatflow }) {
  const { t } = useTranslation('publish')
  const notify = useNotify()
  const save = useSaveFlowFields(unikId, flow.id)
  const saved = displayModeOf(parseChatbotConfig(flow.chatbotConfig))
  const [mode, setMode] = useState<DisplayMode>(saved)
  const [failed, setFailed] = useState(false)

  const submit = () => {
    setFailed(false)
    const config = { ...parseChatbotConfig(flow.chatbotConfig), displayMode: mode }
    save.mutate(
      { chatbotConfig: JSON.stringify(config) },
      {
        onSuccess: () => notify.success(t('display.saved')),
        onError: (e) => {
          setFailed(true)
          notify.error(e, t('display.saveFailed'))
        },
      },
    )
  }

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <FormControl>
        <FormLabel id="display-mode-label">{t('display.mode')}</FormLabel>
        <RadioGroup
          aria-labelledby="display-mode-label"
          value={mode}
          onChange={(e) => setMode(e.target.value === 'ar' ? 'ar' : 'chat')}
        >
          <FormControlLabel value="chat" control={<Radio />} label={t('display.chat')} />
          <FormControlLabel value="ar" control={<Radio />} label={t('display.ar')} />
        </RadioGroup>
      </FormControl>
      {failed && (
        <Alert
          severity="error"
          action={
            <>
              <Button color="inherit" size="small" onClick={submit}>
                {t('retry')}
              </Button>
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  setFailed(false)
                  setMode(saved)
                }}
              >
                {t('cancel')}
              </Button>
            </>
          }
        >
          {t('display.saveFailed')}
        </Alert>
      )}
      <Button variant="contained" onClick={submit} disabled={save.isPending || (mode === saved && !failed)}>
        {t('save')}
      </Button>
    </Stack>
  )
}
