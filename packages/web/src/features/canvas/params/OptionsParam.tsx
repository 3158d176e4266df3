import { useState } from 'react'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { loadNodeOptions } from '../../../api/nodes'
import { useCanvasActions } from '../CanvasContext'
import { useCardTexts } from '../nodes/card-texts'
import { flowNodeOptions, flowRequestFor } from './flow-node-options'
import { ErrorText, ParamError } from './ParamError'
import { readMulti, readOptions, type ParamFieldProps, type ParamOption } from './param-types'

function useLoadedOptions({ data, input }: ParamFieldProps, enabled: boolean) {
  const { unikId, getFlow, getSavedFlow } = useCanvasActions()
  const loadMethod = typeof input.loadMethod === 'string' ? input.loadMethod : ''
  // Loaders that read the flow being edited ask again when its nodes' inputs (unsaved) or its saved
  // version change.
  const saved = getSavedFlow?.()
  const flowRequest = flowRequestFor(loadMethod, getFlow(), saved)
  const savedVersion = flowRequest.flowId !== undefined && !flowRequest.flowNodes ? saved?.version : undefined
  return useQuery({
    queryKey: [
      'uniks',
      unikId,
      'node-load-method',
      data.name,
      loadMethod,
      data.credential ?? '',
      data.inputs,
      flowRequest,
      savedVersion,
    ],
    queryFn: () =>
      loadNodeOptions(unikId, data.name, {
        loadMethod,
        inputs: data.inputs,
        ...(data.credential && { credential: data.credential }),
        ...flowRequest,
      }),
    enabled: enabled && loadMethod !== '',
    staleTime: 60_000,
  })
}

/** options, multiOptions, asyncOptions (node-load-method) and asyncMultiOptions. */
export function OptionsParam(props: ParamFieldProps) {
  const { input, value, onChange } = props
  const { t } = useTranslation('canvas')
  const { getFlow } = useCanvasActions()
  const { text } = useCardTexts()
  const isAsync = input.type === 'asyncOptions' || input.type === 'asyncMultiOptions'
  // Agentflow v2's earlier nodes come from the flow being edited, not from the server.
  const fromFlow = isAsync && input.loadMethod === 'listPreviousNodes'
  const multiple = input.type === 'multiOptions' || input.type === 'asyncMultiOptions'
  const [opened, setOpened] = useState(false)
  // A saved choice is loaded right away so its label shows; otherwise loading waits for the menu.
  const hasValue = multiple ? readMulti(value).length > 0 : typeof value === 'string' && value !== ''
  const loaded = useLoadedOptions(props, isAsync && !fromFlow && (opened || hasValue))
  const options: ParamOption[] = fromFlow
    ? flowNodeOptions(getFlow(), props.nodeId)
    : isAsync
      ? // A loader may list catalogue nodes (an LLM's chat models, an Agent's tools): shown translated.
        (loaded.data ?? []).map((o) => ({
          ...o,
          label: text(o.label),
          ...(o.description !== undefined && { description: text(o.description) }),
        }))
      : readOptions(input.options)
  const selected = multiple ? readMulti(value) : typeof value === 'string' ? value : ''
  // The saved value stays selectable even when the list does not (yet) offer it.
  const missing = (Array.isArray(selected) ? selected : selected ? [selected] : []).filter(
    (v) => !options.some((o) => o.name === v),
  )
  const all: ParamOption[] = [...options, ...missing.map((name) => ({ name, label: name }))]
  const labelOf = (name: string) => all.find((o) => o.name === name)?.label ?? name
  const error = loaded.isError

  if (!multiple) {
    // One choice: a native select (cheap enough for hundreds of cards); async lists load on first use.
    const current = typeof selected === 'string' ? selected : ''
    return (
      <>
        <select
          className={`uf-input uf-select nodrag${current === '' ? ' uf-select--empty' : ''}${error ? ' uf-input--error' : ''}`}
          value={current}
          aria-label={input.label ?? input.name}
          aria-invalid={error}
          onFocus={() => setOpened(true)}
          onPointerDown={() => setOpened(true)}
          onChange={(e) => onChange(e.target.value)}
        >
          {current === '' && (
            <option value="" disabled>
              {t('params.choose')}
            </option>
          )}
          {isAsync && loaded.isFetching && (
            <option value="__loading" disabled>
              {t('params.loadingOptions')}
            </option>
          )}
          {isAsync && loaded.isSuccess && options.length === 0 && (
            <option value="__none" disabled>
              {t('params.noOptions')}
            </option>
          )}
          {all.map((o) => (
            <option key={o.name} value={o.name} title={o.description}>
              {o.label}
            </option>
          ))}
        </select>
        {error && <ParamError error={loaded.error} />}
      </>
    )
  }

  return (
    <TextField
      select
      fullWidth
      size="small"
      value={selected}
      className="nodrag"
      error={loaded.isError}
      helperText={error ? <ErrorText error={loaded.error} /> : undefined}
      onChange={(e) => {
        const next: unknown = e.target.value
        if (multiple) onChange(JSON.stringify(Array.isArray(next) ? next : readMulti(next)))
        else onChange(next)
      }}
      slotProps={{
        htmlInput: { 'aria-label': input.label ?? input.name },
        select: {
          multiple,
          displayEmpty: true,
          onOpen: () => setOpened(true),
          renderValue: (v: unknown) => {
            if (Array.isArray(v)) {
              if (v.length === 0) return <Box sx={{ color: 'text.disabled' }}>{t('params.choose')}</Box>
              return (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  {v.map((item) => (
                    <Chip key={String(item)} size="small" label={labelOf(String(item))} />
                  ))}
                </Box>
              )
            }
            return typeof v === 'string' && v !== '' ? (
              labelOf(v)
            ) : (
              <Box sx={{ color: 'text.disabled' }}>{t('params.choose')}</Box>
            )
          },
        },
      }}
    >
      {isAsync && loaded.isFetching && (
        <MenuItem disabled>
          <CircularProgress size={16} sx={{ mr: 1 }} />
          {t('params.loadingOptions')}
        </MenuItem>
      )}
      {isAsync && loaded.isSuccess && options.length === 0 && (
        <MenuItem disabled>{t('params.noOptions')}</MenuItem>
      )}
      {all.map((o) => (
        <MenuItem key={o.name} value={o.name}>
          <ListItemText
            primary={o.label}
            secondary={o.description}
            slotProps={{ secondary: { sx: { whiteSpace: 'normal', maxWidth: 320 } } }}
          />
        </MenuItem>
      ))}
    </TextField>
  )
}
