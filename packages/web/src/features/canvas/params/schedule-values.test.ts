import { describe, expect, it } from 'vitest'
import { MONTH_DAYS, WEEK_DAYS, dateInputValue, readDays, toggleDay } from './schedule-values'

describe('schedule picker values', () => {
  it('reads the comma-separated days Flowise stores, and nothing from other values', () => {
    expect(readDays('1, 3,5')).toEqual(['1', '3', '5'])
    expect(readDays(15)).toEqual(['15'])
    expect(readDays(undefined)).toEqual([])
    expect(readDays('')).toEqual([])
  })

  it('toggles a day and keeps the days in calendar order', () => {
    expect(toggleDay(['5', '1'], '3', WEEK_DAYS)).toBe('1,3,5')
    expect(toggleDay(['1', '3'], '1', WEEK_DAYS)).toBe('3')
    expect(toggleDay(['L'], '2', MONTH_DAYS)).toBe('2,L')
  })

  it('shows a stored date or date-time as the date', () => {
    expect(dateInputValue('2026-12-31')).toBe('2026-12-31')
    expect(dateInputValue('2026-12-31T00:00:00.000Z')).toBe('2026-12-31')
    expect(dateInputValue('soon')).toBe('')
  })
})
