import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

const DAY_MS = 86_400_000

/** A UTC day `days - 1` days before `to`, as YYYY-MM-DD. */
export function daysBefore(to: string, days: number): string {
  return new Date(Date.parse(`${to}T00:00:00.000Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10)
}

export const todayUtc = (): string => new Date().toISOString().slice(0, 10)

/** Number, money, duration and day texts in the current language. */
export function useFormats() {
  const { i18n, t } = useTranslation('analytics')
  const lng = i18n.language
  return useMemo(() => {
    const number = new Intl.NumberFormat(lng)
    const compact = new Intl.NumberFormat(lng, { notation: 'compact', maximumFractionDigits: 1 })
    const decimal = new Intl.NumberFormat(lng, { maximumFractionDigits: 2 })
    const percent = new Intl.NumberFormat(lng, { style: 'percent', maximumFractionDigits: 0 })
    const usd = new Intl.NumberFormat(lng, { style: 'currency', currency: 'USD' })
    // Below a dollar, three significant digits: a few thousand tokens cost a fraction of a cent.
    const smallUsd = new Intl.NumberFormat(lng, {
      style: 'currency',
      currency: 'USD',
      maximumSignificantDigits: 3,
    })
    const day = new Intl.DateTimeFormat(lng, { month: 'short', day: 'numeric', timeZone: 'UTC' })
    return {
      number: (v: number) => number.format(v),
      compact: (v: number) => compact.format(v),
      decimal: (v: number) => decimal.format(v),
      percent: (v: number) => percent.format(v),
      cost: (v: number) => (v !== 0 && Math.abs(v) < 1 ? smallUsd : usd).format(v),
      millis: (v: number | null) =>
        v === null
          ? '—'
          : v < 1000
            ? t('ms', { value: number.format(v) })
            : t('seconds', { value: decimal.format(v / 1000) }),
      day: (iso: string) => day.format(new Date(`${iso}T00:00:00.000Z`)),
    }
  }, [lng, t])
}
