import { isRecord } from '../is-record'
import { err, ok, type Result } from '../result'
import { isKnownTimeZone, parseCron, zonedParts, type TCron } from './cron'

/** When and with what a Start with a schedule runs its flow, read from Start's inputs. */
export type TScheduleSettings = {
  readonly expression: string
  readonly cron: TCron
  readonly timeZone: string
  /** "YYYY-MM-DD": the last day (in `timeZone`) the schedule fires on. */
  readonly endDate: string | undefined
  readonly inputMode: 'text' | 'form' | 'none'
  readonly defaultInput: string
  readonly formDefaults: Readonly<Record<string, unknown>>
}

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : ''

const DAY_LIST = /^(?:\d{1,2}|L)(?:,(?:\d{1,2}|L))*$/

function timeOf(value: unknown): Result<[number, number], string> {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text(value))
  const hour = Number(m?.[1])
  const minute = Number(m?.[2])
  if (!m || hour > 23 || minute > 59) return err('On Time must be a time of day, HH:mm')
  return ok([hour, minute])
}

/** The visual picker's choice as a cron expression (Flowise's days: 1 Monday … 7 Sunday, cron reads 7 as Sunday). */
function pickerExpression(inputs: Readonly<Record<string, unknown>>): Result<string, string> {
  const frequency = inputs.scheduleFrequency
  if (frequency === 'hourly') {
    const minute = Number(text(inputs.scheduleOnMinute))
    if (text(inputs.scheduleOnMinute) === '' || !Number.isInteger(minute) || minute < 0 || minute > 59)
      return err('On Minute must be a minute of the hour, 0–59')
    return ok(`${minute} * * * *`)
  }
  if (frequency !== 'daily' && frequency !== 'weekly' && frequency !== 'monthly')
    return err('Pick how often the flow runs (Frequency)')
  const time = timeOf(inputs.scheduleOnTime)
  if (!time.ok) return time
  const [hour, minute] = time.value
  if (frequency === 'daily') return ok(`${minute} ${hour} * * *`)
  const days = text(
    frequency === 'weekly' ? inputs.scheduleOnDayOfWeek : inputs.scheduleOnDayOfMonth,
  ).replace(/\s/g, '')
  if (!DAY_LIST.test(days)) return err(`Pick the days of the ${frequency === 'weekly' ? 'week' : 'month'}`)
  return ok(frequency === 'weekly' ? `${minute} ${hour} * * ${days}` : `${minute} ${hour} ${days} * *`)
}

/** Start's schedule as a cron expression: the one written, or the visual picker's choice. */
export function scheduleExpressionOf(inputs: Readonly<Record<string, unknown>>): Result<string, string> {
  if (inputs.scheduleType === 'cronExpression') {
    const written = text(inputs.scheduleCronExpression)
    return written ? ok(written) : err('Write the cron expression of the schedule')
  }
  return pickerExpression(inputs)
}

function formDefaultsOf(value: unknown): Readonly<Record<string, unknown>> {
  if (isRecord(value)) return value
  if (typeof value !== 'string' || value.trim() === '') return {}
  try {
    const parsed: unknown = JSON.parse(value)
    return isRecord(parsed) ? parsed : {}
  } catch {
    return {}
  }
}

/** Start's schedule, or why it cannot run (a bad expression, time or time zone). */
export function scheduleSettingsOf(
  inputs: Readonly<Record<string, unknown>>,
): Result<TScheduleSettings, string> {
  const expression = scheduleExpressionOf(inputs)
  if (!expression.ok) return expression
  const cron = parseCron(expression.value)
  if (!cron.ok) return cron
  const timeZone = text(inputs.scheduleTimezone) || 'UTC'
  if (!isKnownTimeZone(timeZone)) return err(`Unknown time zone "${timeZone}"`)
  const end = /^\d{4}-\d{2}-\d{2}/.exec(text(inputs.scheduleEndDate))?.[0]
  const mode = inputs.scheduleInputMode
  return ok({
    expression: expression.value,
    cron: cron.value,
    timeZone,
    endDate: end,
    inputMode: mode === 'form' || mode === 'none' ? mode : 'text',
    defaultInput: typeof inputs.scheduleDefaultInput === 'string' ? inputs.scheduleDefaultInput : '',
    formDefaults: formDefaultsOf(inputs.scheduleFormDefaults),
  })
}

/** Whether `at` is past the schedule's end date (read in its time zone). */
export function isScheduleOver(settings: TScheduleSettings, at: Date): boolean {
  if (!settings.endDate) return false
  const t = zonedParts(at, settings.timeZone)
  const today = `${t.year}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`
  return today > settings.endDate
}

/** What each scheduled run starts with: its default text, its form's default values, or a bare space. */
export function scheduledRunInput(settings: TScheduleSettings): {
  question: string
  form?: Readonly<Record<string, unknown>>
} {
  if (settings.inputMode === 'form')
    return { question: JSON.stringify(settings.formDefaults), form: settings.formDefaults }
  if (settings.inputMode === 'none') return { question: ' ' }
  return { question: settings.defaultInput.trim() || ' ' }
}
