import { useMemo, useState } from 'react'
import { isValidOrigin } from '@unikflow/graph'
import { flowNodes } from '../publish/code-samples'
import { parseChatbotConfig } from '../publish/bot-config'
import { AllowedDomainsFields } from './AllowedDomainsFields'
import { flag, parseField, rec, SaveBar, TabStack, text, useTabSave, type TabProps } from './config-shared'
import { OverrideFields } from './OverrideFields'
import { RateLimitFields, type RateLimitValues } from './RateLimitFields'
import { isPositiveNumber } from './validators'

/** The allowed origins of a chatbot config, with one empty field when there are none. */
function readOrigins(chatbot: ReturnType<typeof parseChatbotConfig>): string[] {
  const list = Array.isArray(chatbot.allowedOrigins) ? chatbot.allowedOrigins.map(text) : []
  return list.length ? list : ['']
}

/** Node id (or name) → the inputs API callers may override. */
function readAllowed(nodes: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const [key, value] of Object.entries(rec(nodes)))
    if (Array.isArray(value)) out[key] = value.filter((v): v is string => typeof v === 'string')
  return out
}

/** Rate limit, allowed domains and which node properties API callers may override (off by default). */
export function SecurityTab({ unikId, flow }: TabProps) {
  const { save, busy } = useTabSave(unikId, flow, 'config.security.saveFailed')
  const api = parseField(flow.apiConfig)
  const chatbot = parseChatbotConfig(flow.chatbotConfig)
  const rate = rec(api.rateLimit)
  const override = rec(api.overrideConfig)
  const nodes = useMemo(() => flowNodes(flow.flowData), [flow.flowData])

  const [limit, setLimit] = useState<RateLimitValues>(() => ({
    rateOn: flag(rate.status),
    limitMax: text(rate.limitMax),
    limitDuration: text(rate.limitDuration),
    limitMsg: text(rate.limitMsg),
  }))
  const [origins, setOrigins] = useState<string[]>(() => readOrigins(chatbot))
  const [originsError, setOriginsError] = useState(text(chatbot.allowedOriginsError))
  const [overrideOn, setOverrideOn] = useState(flag(override.status))
  const [refuseNotEnabled, setRefuseNotEnabled] = useState(flag(override.refuseNotEnabled))
  const [allowed, setAllowed] = useState<Record<string, string[]>>(() => readAllowed(override.nodes))
  const [touched, setTouched] = useState(false)

  const { rateOn, limitMax, limitDuration, limitMsg } = limit
  const maxError = !isPositiveNumber(limitMax, true) || (rateOn && limitMax.trim() === '')
  const durationError = !isPositiveNumber(limitDuration) || (rateOn && limitDuration.trim() === '')
  const originErrors = origins.map((o) => o.trim() !== '' && !isValidOrigin(o.trim()))

  const onSave = () => {
    setTouched(true)
    if (maxError || durationError || originErrors.some(Boolean)) return
    const apiConfig = {
      ...api,
      rateLimit: {
        ...rate,
        status: rateOn,
        ...(limitMax.trim() ? { limitMax: Number(limitMax) } : {}),
        ...(limitDuration.trim() ? { limitDuration: Number(limitDuration) } : {}),
        limitMsg,
      },
      overrideConfig: {
        status: overrideOn,
        nodes: allowed,
        variables: Array.isArray(override.variables) ? override.variables : [],
        refuseNotEnabled,
      },
    }
    save({
      apiConfig: JSON.stringify(apiConfig),
      chatbotConfig: JSON.stringify({
        ...chatbot,
        allowedOrigins: origins.map((o) => o.trim()).filter(Boolean),
        allowedOriginsError: originsError,
      }),
    })
  }

  return (
    <TabStack>
      <RateLimitFields
        value={limit}
        onChange={(patch) => setLimit((l) => ({ ...l, ...patch }))}
        maxError={touched && maxError}
        durationError={touched && durationError}
      />
      <AllowedDomainsFields
        origins={origins}
        onOriginsChange={setOrigins}
        errors={originErrors.map((e) => touched && e)}
        originsError={originsError}
        onOriginsErrorChange={setOriginsError}
      />
      <OverrideFields
        nodes={nodes}
        overrideOn={overrideOn}
        onOverrideOnChange={setOverrideOn}
        refuseNotEnabled={refuseNotEnabled}
        onRefuseNotEnabledChange={setRefuseNotEnabled}
        allowed={allowed}
        onAllowedChange={setAllowed}
      />
      <SaveBar busy={busy} onSave={onSave} />
    </TabStack>
  )
}
