import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  chatbotSection,
  ConfigTab,
  flag,
  type TabProps,
  Toggle,
  useTabSave,
  withChatbotConfig,
} from './config-shared'

export function FeedbackTab({ unikId, flow }: TabProps) {
  const { t } = useTranslation('chatflows')
  const { save, busy } = useTabSave(unikId, flow, 'config.feedback.saveFailed')
  const [status, setStatus] = useState(flag(chatbotSection(flow, 'chatFeedback').status))
  return (
    <ConfigTab
      busy={busy}
      onSave={() => save({ chatbotConfig: withChatbotConfig(flow, { chatFeedback: { status } }) })}
    >
      <Toggle label={t('config.feedback.enable')} checked={status} onChange={setStatus} />
    </ConfigTab>
  )
}
