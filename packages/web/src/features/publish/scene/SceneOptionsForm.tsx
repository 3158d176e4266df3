import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormLabel from '@mui/material/FormLabel'
import MenuItem from '@mui/material/MenuItem'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import {
  AR_MARKER_TYPES,
  AR_PRESETS,
  ZArjsOptions,
  type TArjsOptions,
  type TGenerationMode,
  type TPublicationOptions,
  type TPublicationTechnology,
  type TTargetPlatform,
  TARGET_PLATFORMS,
} from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { PatternMarkerField } from './PatternMarkerField'

export type SceneForm = {
  generationMode: TGenerationMode
  targetPlatforms: TTargetPlatform[]
  options: TPublicationOptions
}

const BARCODE_MATRICES = ZArjsOptions.shape.barcodeMatrix.unwrap().options

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
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('scene.targetPlatforms')}</FormLabel>
        <FormGroup row>
          {TARGET_PLATFORMS.map((p) => (
            <FormControlLabel
              key={p}
              label={t(`scene.platforms.${p}`)}
              control={
                <Checkbox
                  size="small"
                  checked={form.targetPlatforms.includes(p)}
                  onChange={(e) =>
                    onChange({
                      ...form,
                      targetPlatforms: e.target.checked
                        ? TARGET_PLATFORMS.filter((x) => x === p || form.targetPlatforms.includes(x))
                        : form.targetPlatforms.filter((x) => x !== p),
                    })
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </FormControl>
      {technology === 'arjs' && (
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
          <TextField
            select
            size="small"
            label={t('scene.markerType')}
            value={arjs.markerType}
            onChange={(e) =>
              setArjs({ markerType: AR_MARKER_TYPES.find((m) => m === e.target.value) ?? 'preset' })
            }
            sx={{ minWidth: 200 }}
          >
            {AR_MARKER_TYPES.map((m) => (
              <MenuItem key={m} value={m}>
                {t(`scene.markerTypes.${m}`)}
              </MenuItem>
            ))}
          </TextField>
          {arjs.markerType === 'preset' && (
            <TextField
              select
              size="small"
              label={t('scene.preset')}
              value={arjs.preset ?? 'hiro'}
              onChange={(e) => setArjs({ preset: AR_PRESETS.find((p) => p === e.target.value) ?? 'hiro' })}
              sx={{ minWidth: 160 }}
            >
              {AR_PRESETS.map((p) => (
                <MenuItem key={p} value={p}>
                  {t(`scene.presets.${p}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {arjs.markerType === 'pattern' && (
            <PatternMarkerField value={arjs.patternUrl} onChange={(patternUrl) => setArjs({ patternUrl })} />
          )}
          {arjs.markerType === 'barcode' && (
            <>
              <TextField
                select
                size="small"
                label={t('scene.barcodeMatrix')}
                value={arjs.barcodeMatrix ?? '3x3'}
                onChange={(e) =>
                  setArjs({ barcodeMatrix: BARCODE_MATRICES.find((m) => m === e.target.value) ?? '3x3' })
                }
                sx={{ minWidth: 180 }}
              >
                {BARCODE_MATRICES.map((m) => (
                  <MenuItem key={m} value={m}>
                    {m}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                size="small"
                type="number"
                label={t('scene.barcodeValue')}
                value={arjs.barcodeValue ?? 0}
                onChange={(e) => setArjs({ barcodeValue: Math.max(0, Math.trunc(Number(e.target.value))) })}
                slotProps={{ htmlInput: { min: 0, max: 8191 } }}
                sx={{ width: 140 }}
              />
            </>
          )}
        </Stack>
      )}
    </Stack>
  )
}
