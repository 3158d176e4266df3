import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormLabel from '@mui/material/FormLabel'
import { TARGET_PLATFORMS } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import type { SceneForm } from './scene-form'

/** The platforms a scene is published for, in their fixed order. */
export function TargetPlatformsField({
  form,
  onChange,
}: {
  form: SceneForm
  onChange: (form: SceneForm) => void
}) {
  const { t } = useTranslation('publish')
  return (
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
  )
}
