import { useMemo, useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import type { TChatflow, TPublicationTechnology } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useNotify } from '../../ui/useNotify'
import { useSaveFlowFields } from './flow-queries'
import {
  hasUpdlScene,
  isTechnologyChosen,
  offeredTechnologies,
  technologyOf,
  withTechnology,
} from './scene/technologies'

/**
 * The flow's display mode: chat, or — for a flow with UPDL nodes — one of the AR/3D technologies
 * (chatbotConfig `technology`); chosen in one place, the Publish & Export dialog's Configuration tab. A failed
 * save offers retry or cancel (docs/product.md#error-texts).
 */
export function DisplayModePicker(props: {
  unikId: string
  flow: TChatflow
  onSaved?: (technology: TPublicationTechnology) => void
}) {
  const { unikId, flow, onSaved } = props
  const { t } = useTranslation('publish')
  const notify = useNotify()
  const save = useSaveFlowFields(unikId, flow.id)
  const hasScene = useMemo(() => hasUpdlScene(flow.flowData), [flow.flowData])
  const saved = technologyOf(flow.chatbotConfig, hasScene)
  const offered = offeredTechnologies(hasScene)
  const chosen = isTechnologyChosen(flow.chatbotConfig)
  const [technology, setTechnology] = useState<TPublicationTechnology>(saved)
  const [failed, setFailed] = useState(false)

  const submit = () => {
    setFailed(false)
    save.mutate(
      { chatbotConfig: JSON.stringify(withTechnology(flow.chatbotConfig, technology)) },
      {
        onSuccess: () => {
          notify.success(t('display.saved'))
          onSaved?.(technology)
        },
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
        <FormLabel id="technology-label">{t('display.mode')}</FormLabel>
        <RadioGroup
          aria-labelledby="technology-label"
          value={technology}
          onChange={(e) => setTechnology(offered.find((x) => x === e.target.value) ?? 'chat')}
        >
          {offered.map((x) => (
            <FormControlLabel key={x} value={x} control={<Radio />} label={t(`scene.technologies.${x}`)} />
          ))}
        </RadioGroup>
      </FormControl>
      {!hasScene && <Alert severity="info">{t('display.noScene')}</Alert>}
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
                  setTechnology(saved)
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
      <Button
        variant="contained"
        onClick={submit}
        disabled={save.isPending || (technology === saved && chosen && !failed)}
      >
        {t('save')}
      </Button>
    </Stack>
  )
}
