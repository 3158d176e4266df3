import { useNavigate } from 'react-router'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../ui/useNotify'
import { FLOW_KINDS, unikPath, type FlowKind } from '../../chatflows/flow-kinds'

/** The flow or the node catalogue could not be read: the reason, and the way back to the list. */
export function CanvasLoadFailed({
  unikId,
  kind,
  error,
}: {
  unikId: string
  kind: FlowKind
  error: unknown
}) {
  const { t } = useTranslation(['canvas'])
  const errorText = useErrorText()
  const navigate = useNavigate()
  return (
    <Box sx={{ p: 4, maxWidth: 640, mx: 'auto' }}>
      <Alert
        severity="error"
        action={
          <Button onClick={() => void navigate(unikPath(unikId, FLOW_KINDS[kind].listPath))}>
            {t('header.back')}
          </Button>
        }
      >
        {errorText(error)}
      </Alert>
    </Box>
  )
}
