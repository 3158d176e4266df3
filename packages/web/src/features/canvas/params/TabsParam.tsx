import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import type { TInputParam } from '@unikflow/graph'
import { useCanvasActions } from '../CanvasContext'
import type { ComponentType } from 'react'
import type { ParamFieldProps } from './param-types'
import { chosenTab } from './tab-choice'

/**
 * `tabs` and `conditionFunction` params: one param per tab, the chosen tab stored as Flowise stores it
 * under `${tabIdentifier}_${nodeId}`. Edits of a condition go through graph's updateConditionOutputs.
 */
export function TabsParam({
  nodeId,
  data,
  input,
  Field,
}: ParamFieldProps & {
  /** Renders the chosen tab's own param: ParamField, passed in so the two modules do not import each other. */
  Field: ComponentType<ParamFieldProps>
}) {
  const actions = useCanvasActions()
  const tabs: TInputParam[] = (input.tabs ?? []).map((tab) => ({ ...tab, name: tab.name, type: tab.type }))
  const key = input.tabIdentifier ? `${input.tabIdentifier}_${nodeId}` : undefined
  const stored = key ? data.inputs[key] : undefined
  const active = chosenTab(tabs, stored, nodeId)
  if (!active) return null
  const isCondition = input.type === 'conditionFunction'
  const write = (name: string, value: unknown) =>
    isCondition ? actions.setCondition(nodeId, name, value) : actions.setInput(nodeId, name, value)

  return (
    <Box>
      <Tabs
        value={active.name}
        onChange={(_e, name: string) => {
          if (key) write(key, name)
        }}
        variant="scrollable"
        sx={{ minHeight: 32, '& .MuiTab-root': { minHeight: 32, py: 0.5, fontSize: 12 } }}
        className="nodrag"
      >
        {tabs.map((tab) => (
          <Tab key={tab.name} value={tab.name} label={tab.label ?? tab.name} />
        ))}
      </Tabs>
      <Box sx={{ pt: 1 }}>
        <Field
          nodeId={nodeId}
          data={data}
          input={active}
          value={data.inputs[active.name]}
          onChange={(value) => write(active.name, value)}
        />
      </Box>
    </Box>
  )
}
