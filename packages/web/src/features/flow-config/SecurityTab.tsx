import { useMemo, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import Add from '@mui/icons-material/Add'
import DeleteOutline from '@mui/icons-material/DeleteOutlined'
import { isValidOrigin } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { flowNodes } from '../publish/code-samples'
import { parseChatbotConfig } from '../publish/bot-config'
import { flag, parseField, rec, SaveBar, TabStack, text, useTabSave, type TabProps } from './config-shared'
import { isPositiveNumber } from './validators'

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
      {children}
    </Typography>
  )
}

/** Rate limit, allowed domains and which node properties API callers may override (off by default). */
export function SecurityTab({ unikId, flow }: TabProps) {
  const { t } = useTranslation('chatflows')
  const { save, busy } = useTabSave(unikId, flow, 'config.security.saveFailed')
  const api = parseField(flow.apiConfig)
  const chatbot = parseChatbotConfig(flow.chatbotConfig)
  const rate = rec(api.rateLimit)
  const override = rec(api.overrideConfig)
  const nodes = useMemo(() => flowNodes(flow.flowData), [flow.flowData])

  const [rateOn, setRateOn] = useState(flag(rate.status))
  const [limitMax, setLimitMax] = useState(text(rate.limitMax))
  const [limitDuration, setLimitDuration] = useState(text(rate.limitDuration))
  const [limitMsg, setLimitMsg] = useState(text(rate.limitMsg))
  const [origins, setOrigins] = useState<string[]>(() => {
    const list = Array.isArray(chatbot.allowedOrigins) ? chatbot.allowedOrigins.map(text) : []
    return list.length ? list : ['']
  })
  const [originsError, setOriginsError] = useState(text(chatbot.allowedOriginsError))
  const [overrideOn, setOverrideOn] = useState(flag(override.status))
  const [refuseNotEnabled, setRefuseNotEnabled] = useState(flag(override.refuseNotEnabled))
  const [allowed, setAllowed] = useState<Record<string, string[]>>(() => {
    const out: Record<string, string[]> = {}
    for (const [key, value] of Object.entries(rec(override.nodes)))
      if (Array.isArray(value)) out[key] = value.filter((v): v is string => typeof v === 'string')
    return out
  })
  const [touched, setTouched] = useState(false)

  const maxError = !isPositiveNumber(limitMax, true) || (rateOn && limitMax.trim() === '')
  const durationError = !isPositiveNumber(limitDuration) || (rateOn && limitDuration.trim() === '')
  const originErrors = origins.map((o) => o.trim() !== '' && !isValidOrigin(o.trim()))

  const isAllowed = (nodeId: string, nodeName: string, input: string) =>
    (allowed[nodeId] ?? allowed[nodeName] ?? []).includes(input)
  const setAllowedInput = (nodeId: string, nodeName: string, input: string, on: boolean) =>
    setAllowed((prev) => {
      const current = prev[nodeId] ?? prev[nodeName] ?? []
      const next = { ...prev }
      delete next[nodeName]
      const list = on ? [...new Set([...current, input])] : current.filter((i) => i !== input)
      if (list.length > 0) next[nodeId] = list
      else delete next[nodeId]
      return next
    })

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
      <Heading>{t('config.security.rateLimit')}</Heading>
      <FormControlLabel
        control={<Switch checked={rateOn} onChange={(e) => setRateOn(e.target.checked)} />}
        label={t('config.security.rateLimitOn')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          size="small"
          label={t('config.security.limitMax')}
          value={limitMax}
          onChange={(e) => setLimitMax(e.target.value)}
          error={touched && maxError}
          helperText={touched && maxError ? t('config.security.limitMaxInvalid') : undefined}
        />
        <TextField
          size="small"
          label={t('config.security.limitDuration')}
          value={limitDuration}
          onChange={(e) => setLimitDuration(e.target.value)}
          error={touched && durationError}
          helperText={touched && durationError ? t('config.security.limitDurationInvalid') : undefined}
        />
      </Stack>
      <TextField
        size="small"
        label={t('config.security.limitMsg')}
        value={limitMsg}
        onChange={(e) => setLimitMsg(e.target.value)}
      />

      <Heading>{t('config.security.allowedDomains')}</Heading>
      <Typography variant="body2" color="text.secondary">
        {t('config.security.allowedDomainsHint')}
      </Typography>
      {origins.map((origin, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            fullWidth
            label={t('config.security.domain', { n: i + 1 })}
            placeholder="https://example.com"
            value={origin}
            onChange={(e) => setOrigins((list) => list.map((o, j) => (j === i ? e.target.value : o)))}
            error={touched && originErrors[i]}
            helperText={touched && originErrors[i] ? t('config.security.domainInvalid') : undefined}
          />
          <IconButton
            aria-label={t('config.security.removeDomain', { n: i + 1 })}
            onClick={() => setOrigins((list) => (list.length > 1 ? list.filter((_, j) => j !== i) : ['']))}
          >
            <DeleteOutline />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button size="small" startIcon={<Add />} onClick={() => setOrigins((list) => [...list, ''])}>
          {t('config.security.addDomain')}
        </Button>
      </Box>
      <TextField
        size="small"
        label={t('config.security.domainsError')}
        value={originsError}
        onChange={(e) => setOriginsError(e.target.value)}
      />

      <Heading>{t('config.security.override')}</Heading>
      <FormControlLabel
        control={<Switch checked={overrideOn} onChange={(e) => setOverrideOn(e.target.checked)} />}
        label={t('config.security.overrideOn')}
      />
      <FormControlLabel
        control={
          <Switch checked={refuseNotEnabled} onChange={(e) => setRefuseNotEnabled(e.target.checked)} />
        }
        label={t('config.security.refuseNotEnabled')}
      />
      <Typography variant="body2" color="text.secondary">
        {t('config.security.overrideHint')}
      </Typography>
      {overrideOn && nodes.length === 0 && (
        <Typography variant="body2">{t('config.security.noNodes')}</Typography>
      )}
      {overrideOn &&
        nodes.map((node) => (
          <Box
            key={node.id}
            component="fieldset"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, p: 1.5 }}
          >
            <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
              {node.label}{' '}
              <Typography component="span" variant="caption">
                ({node.id})
              </Typography>
            </Typography>
            {node.inputs.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                {t('config.security.noInputs')}
              </Typography>
            )}
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {node.inputs.map((input) => (
                <FormControlLabel
                  key={input.name}
                  control={
                    <Switch
                      size="small"
                      checked={isAllowed(node.id, node.name, input.name)}
                      onChange={(e) => setAllowedInput(node.id, node.name, input.name, e.target.checked)}
                    />
                  }
                  label={`${input.label} (${input.name})`}
                />
              ))}
            </Box>
          </Box>
        ))}
      <SaveBar busy={busy} onSave={onSave} />
    </TabStack>
  )
}
