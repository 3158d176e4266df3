import { useTranslation } from 'react-i18next'
import { useCopyText } from '../../../ui/useCopyText'
import { useCanvasActions } from '../CanvasContext'

/** Start's input showing its address (Flowise stores it among the inputs; here it is computed). */
export const WEBHOOK_URL_INPUT = 'webhookURL'

/** The address a webhook Start listens at, under this server's API. */
export function webhookUrl(origin: string, flowId: string): string {
  return `${origin}/api/v1/webhook/${encodeURIComponent(flowId)}`
}

/** Start's Webhook URL: read-only, the address of the saved flow (an unsaved flow has none yet), to copy. */
export function WebhookUrlParam({ label }: { label: string }) {
  const { t } = useTranslation('canvas')
  const copyText = useCopyText()
  const { getSavedFlow } = useCanvasActions()
  const saved = getSavedFlow?.()
  if (!saved) return <p className="uf-param__help">{t('params.webhookUrlAfterSave')}</p>
  const url = webhookUrl(window.location.origin, saved.id)
  const copy = () =>
    copyText(url, { copied: t('params.webhookUrlCopied'), manually: t('params.copyManually') })
  return (
    <div className="uf-param__line">
      <input
        className="uf-input nodrag nowheel"
        readOnly
        value={url}
        aria-label={label}
        onFocus={(e) => e.target.select()}
      />
      <button type="button" className="uf-param__action nodrag" onClick={() => void copy()}>
        {t('params.copy')}
      </button>
    </div>
  )
}
