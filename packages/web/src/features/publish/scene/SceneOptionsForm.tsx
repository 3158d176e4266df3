import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import type { TArjsOptions, TPublicationOptions, TPublicationTechnology } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { ArMarkerFields } from './ArMarkerFields'
import type { SceneForm } from './scene-form'
import { TargetPlatformsField } from './TargetPlatformsField'

/** A radio group of fixed values with translated labels. */
function Choice<V extends string>(props: {
  id: string
  label: string
  value: V
  values: readonly V[]
  labelOf: (value: V) => string
  onChange: (value: V) => void
}) {
  return (
    <FormControl>
      <FormLabel id={props.id}>{props.label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={props.id}
        value={props.value}
        onChange={(e) => props.onChange(props.values.find((v) => v === e.target.value) ?? props.value)}
      >
        {props.values.map((v) => (
          <FormControlLabel key={v} value={v} control={<Radio size="small" />} label={props.labelOf(v)} />
        ))}
      </RadioGroup>
    </FormControl>
  )
}

/** Title, page language, library source, generation mode and (AR.js) the marker of one technology. */
export function SceneOptionsForm(props: {
  technology: TPublicationTechnology
  form: SceneForm
  onChange: (form: SceneForm) => void
}) {
  const { technology, form, onChange } = props
  const { t } = useTranslation('publish')
  const options = form.options
  const setOptions = (patch: Partial<TPublicationOptions>) =>
    onChange({ ...form, options: { ...options, ...patch } })
  const arjs: TArjsOptions = options.arjs ?? { markerType: 'preset', preset: 'hiro' }
  const setArjs = (patch: Partial<TArjsOptions>) => setOptions({ arjs: { ...arjs, ...patch } })

  return (
    <Stack spacing={2}>
      <TextField
        label={t('scene.title')}
        value={options.title}
        onChange={(e) => setOptions({ title: e.target.value })}
        size="small"
        helperText={t('scene.titleHint')}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Choice
        id="scene-language"
        label={t('scene.language')}
        value={options.language}
        values={['auto', 'en', 'ru'] as const}
        labelOf={(v) => t(`scene.languages.${v}`)}
        onChange={(language) => setOptions({ language })}
      />
      <Choice
        id="scene-lib-source"
        label={t('scene.libSource')}
        value={options.libSource}
        values={['local', 'cdn'] as const}
        labelOf={(v) => t(`scene.libSources.${v}`)}
        onChange={(libSource) => setOptions({ libSource })}
      />
      <Choice
        id="scene-generation"
        label={t('scene.generationMode')}
        value={form.generationMode}
        values={['streaming', 'pregeneration'] as const}
        labelOf={(v) => t(`scene.generationModes.${v}`)}
        onChange={(generationMode) => onChange({ ...form, generationMode })}
      />
      <TargetPlatformsField form={form} onChange={onChange} />
      {technology === 'arjs' && <ArMarkerFields arjs={arjs} setArjs={setArjs} />}
    </Stack>
  )
}
