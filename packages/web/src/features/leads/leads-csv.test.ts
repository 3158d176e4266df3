import { describe, expect, it } from 'vitest'
import { leadsToCsv } from './leads-csv'

describe('leads CSV', () => {
  it('quotes cells with commas or quotes', () => {
    const csv = leadsToCsv([
      {
        id: '1',
        chatflowid: 'f',
        chatId: 'c',
        name: 'Ann, "A"',
        email: 'a@x.io',
        phone: null,
        createdDate: 'd',
      },
    ])
    expect(csv).toBe('Name,Email,Phone,Created Date\n"Ann, ""A""",a@x.io,,d\n')
  })
})
