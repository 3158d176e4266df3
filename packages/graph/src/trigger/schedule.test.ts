import { describe, expect, it } from 'vitest'
import { isScheduleOver, scheduleExpressionOf, scheduleSettingsOf, scheduledRunInput } from './schedule'

const picker = (inputs: Record<string, unknown>) => ({ scheduleType: 'visualPicker', ...inputs })

describe("Start's schedule", () => {
  it.each([
    [picker({ scheduleFrequency: 'hourly', scheduleOnMinute: 30 }), '30 * * * *'],
    [picker({ scheduleFrequency: 'daily', scheduleOnTime: '07:05' }), '5 7 * * *'],
    [
      picker({ scheduleFrequency: 'weekly', scheduleOnTime: '18:00', scheduleOnDayOfWeek: '1,3,7' }),
      '0 18 * * 1,3,7',
    ],
    [
      picker({ scheduleFrequency: 'monthly', scheduleOnTime: '00:00', scheduleOnDayOfMonth: '1,15,L' }),
      '0 0 1,15,L * *',
    ],
    [{ scheduleType: 'cronExpression', scheduleCronExpression: ' 0 9 * * 1-5 ' }, '0 9 * * 1-5'],
  ])('%j runs as %s', (inputs, expression) => {
    expect(scheduleExpressionOf(inputs)).toEqual({ ok: true, value: expression })
  })

  it.each([
    [picker({ scheduleFrequency: 'hourly' }), 'On Minute'],
    [picker({ scheduleFrequency: 'daily', scheduleOnTime: '25:00' }), 'On Time'],
    [picker({ scheduleFrequency: 'weekly', scheduleOnTime: '10:00' }), 'days of the week'],
    [picker({}), 'Frequency'],
    [{ scheduleType: 'cronExpression', scheduleCronExpression: '* * *' }, 'five fields'],
    [
      picker({ scheduleFrequency: 'daily', scheduleOnTime: '10:00', scheduleTimezone: 'Mars/Olympus' }),
      'time zone',
    ],
  ])('refuses %j, saying why', (inputs, reason) => {
    const settings = scheduleSettingsOf(inputs)
    expect(settings.ok).toBe(false)
    if (!settings.ok) expect(settings.error).toContain(reason)
  })

  it('stops after its end date, read in its time zone', () => {
    const settings = scheduleSettingsOf(
      picker({
        scheduleFrequency: 'daily',
        scheduleOnTime: '10:00',
        scheduleEndDate: '2026-12-07',
        scheduleTimezone: 'Asia/Tokyo',
      }),
    )
    if (!settings.ok) throw new Error(settings.error)
    expect(isScheduleOver(settings.value, new Date('2026-12-07T14:00:00Z'))).toBe(false)
    // 2026-12-08 00:30 in Tokyo.
    expect(isScheduleOver(settings.value, new Date('2026-12-07T15:30:00Z'))).toBe(true)
  })

  it('starts each run with its default text, its form values, or nothing', () => {
    const base = picker({ scheduleFrequency: 'daily', scheduleOnTime: '10:00' })
    const of = (inputs: Record<string, unknown>) => {
      const settings = scheduleSettingsOf({ ...base, ...inputs })
      if (!settings.ok) throw new Error(settings.error)
      return scheduledRunInput(settings.value)
    }
    expect(of({ scheduleInputMode: 'text', scheduleDefaultInput: 'Report' })).toEqual({ question: 'Report' })
    expect(of({ scheduleInputMode: 'form', scheduleFormDefaults: '{"team":"sales"}' })).toEqual({
      question: '{"team":"sales"}',
      form: { team: 'sales' },
    })
    expect(of({ scheduleInputMode: 'none' })).toEqual({ question: ' ' })
  })
})
