import { describe, expect, it } from 'vitest'
import { leadsToCsv, toCsv } from './csv'

describe('CSV', () => {
  it('quotes cells with commas, quotes or line breaks (RFC 4180, CRLF)', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x, y', 'say "hi"'],
          ['line\nbreak', null],
        ],
      ),
    ).toBe('a,b\r\n"x, y","say ""hi"""\r\n"line\nbreak",\r\n')
  })

  it.each(['=SUM(A1)', '+1', '-1+1', '-2+cmd', '@cmd', '\tx'])(
    'guards %j so a spreadsheet does not run it',
    (value) => {
      expect(toCsv(['v'], [[value]]).split('\r\n')[1]).toMatch(/^"?'/)
    },
  )

  it('leaves a plain negative number as it is (quiz points)', () => {
    expect(toCsv(['v'], [['-5']]).split('\r\n')[1]).toBe('-5')
  })

  it('writes leads with their columns', () => {
    const csv = leadsToCsv([
      {
        id: '1',
        chatflowid: 'f',
        chatId: 'c',
        name: 'Ann, "A"',
        email: 'a@x.io',
        phone: null,
        points: -5,
        createdDate: 'd',
      },
      {
        id: '2',
        chatflowid: 'f',
        chatId: 'c',
        name: 'B',
        email: null,
        phone: null,
        points: null,
        createdDate: 'e',
      },
    ])
    expect(csv).toBe('Name,Email,Phone,Points,Created\r\n"Ann, ""A""",a@x.io,,-5,d\r\nB,,,,e\r\n')
  })
})
