import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { parseChatbotConfig } from '../publish/bot-config'
import {
  flag,
  rec,
  SaveBar,
  type TabProps,
  TabStack,
  Toggle,
  useTabSave,
  withChatbotConfig,
} from './config-shared'

export function FeedbackTab({ unikId, flow }: TabProps) {
  const { t } = useTranslation('chatflows')
  const { save, busy } = useTabSave(unikId, flow, 'config.feedback.saveFailed')
  const [status, setStatus] = useState(flag(rec(parseChatbotConfig(flow.chatbotConfig).chatFeedback).status))
  return (
    <TabStack>
      <Toggle label={t('config.feedback.enable')} checked={status} onChange={setStatus} />
      <SaveBar
        busy={busy}
        onSave={() => save({ chatbotConfig: withChatbotConfig(flow, { chatFeedback: { status } }) })}
      />
    </TabStack>
  )
}
