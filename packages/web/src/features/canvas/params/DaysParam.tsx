import { useTranslation } from 'react-i18next'
import type { ParamFieldProps } from './param-types'
import { MONTH_DAYS, WEEK_DAYS, readDays, toggleDay } from './schedule-values'

/**
 * Days of a schedule as toggle buttons: the week's (`weekDaysPicker`) or the month's (`monthDaysPicker`),
 * stored as Flowise stores them, "1,3,5".
 */
export function DaysParam({ input, value, onChange, kind }: ParamFieldProps & { kind: 'week' | 'month' }) {
  const { t } = useTranslation('canvas')
  const days = readDays(value)
  const order = kind === 'week' ? WEEK_DAYS : MONTH_DAYS
  const labelOf = (day: string) =>
    kind === 'week' ? t(`params.weekDays.${day}`) : day === 'L' ? t('params.lastDayOfMonth') : day
  return (
    <div className="uf-param__days nodrag" role="group" aria-label={input.label ?? input.name}>
      {order.map((day) => (
        <button
          key={day}
          type="button"
          className="uf-param__day"
          aria-pressed={days.includes(day)}
          onClick={() => onChange(toggleDay(days, day, order))}
        >
          {labelOf(day)}
        </button>
      ))}
    </div>
  )
}
