import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { AR_MARKER_TYPES, AR_PRESETS, ZArjsOptions, type TArjsOptions } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { PatternMarkerField } from './PatternMarkerField'

const BARCODE_MATRICES = ZArjsOptions.shape.barcodeMatrix.unwrap().options

/** The AR.js marker: its type, and the preset, pattern image or barcode it uses. */
export function ArMarkerFields({
  arjs,
  setArjs,
}: {
  arjs: TArjsOptions
  setArjs: (patch: Partial<TArjsOptions>) => void
}) {
  const { t } = useTranslation('publish')
  return (
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
  )
}
