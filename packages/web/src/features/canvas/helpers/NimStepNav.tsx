import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'

/** Back and Next under the open step of the NIM setup (the last step has no Next). Only the open step has
 *  buttons: the others' content stays mounted while collapsed. */
export function NimStepNav({
  index,
  step,
  last = false,
  onStep,
}: {
  index: number
  step: number
  last?: boolean
  onStep: (step: number) => void
}) {
  const { t } = useTranslation('canvas')
  if (index !== step) return null
  return (
    <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
      {step > 0 && <Button onClick={() => onStep(step - 1)}>{t('nim.back')}</Button>}
      {!last && (
        <Button variant="outlined" onClick={() => onStep(step + 1)}>
          {t('nim.next')}
        </Button>
      )}
    </Box>
  )
}
