import type { Dispatch, SetStateAction } from 'react'
import Box from '@mui/material/Box'
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { FlowNodeInfo } from '../publish/code-samples'
import { SectionHeading as Heading } from './SectionHeading'

type Allowed = Record<string, string[]>

/** Whether API callers may override node properties, and which properties of which nodes. */
export function OverrideFields(props: {
  nodes: FlowNodeInfo[]
  overrideOn: boolean
  onOverrideOnChange: (on: boolean) => void
  refuseNotEnabled: boolean
  onRefuseNotEnabledChange: (on: boolean) => void
  allowed: Allowed
  onAllowedChange: Dispatch<SetStateAction<Allowed>>
}) {
  const { nodes, overrideOn, allowed } = props
  const { t } = useTranslation('chatflows')
  const isAllowed = (nodeId: string, nodeName: string, input: string) =>
    (allowed[nodeId] ?? allowed[nodeName] ?? []).includes(input)
  const setAllowedInput = (nodeId: string, nodeName: string, input: string, on: boolean) =>
    props.onAllowedChange((prev) => {
      const current = prev[nodeId] ?? prev[nodeName] ?? []
      const next = { ...prev }
      delete next[nodeName]
      const list = on ? [...new Set([...current, input])] : current.filter((i) => i !== input)
      if (list.length > 0) next[nodeId] = list
      else delete next[nodeId]
      return next
    })
  return (
    <>
      <Heading>{t('config.security.override')}</Heading>
      <FormControlLabel
        control={<Switch checked={overrideOn} onChange={(e) => props.onOverrideOnChange(e.target.checked)} />}
        label={t('config.security.overrideOn')}
      />
      <FormControlLabel
        control={
          <Switch
            checked={props.refuseNotEnabled}
            onChange={(e) => props.onRefuseNotEnabledChange(e.target.checked)}
          />
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
    </>
  )
}
