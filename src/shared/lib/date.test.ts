import fc from 'fast-check'
import { formatDate, formatDateTime, formatLocalDateTime } from './date'

const pad = (n: number, width = 2) => String(n).padStart(width, '0')
/** Independent expectation from Date's local-time getters. */
const ymd = (d: Date) => `${pad(d.getFullYear(), 4)}/${pad(d.getMonth() + 1)}/${pad(d.getDate())}`
const hms = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`

describe('formatDate', () => {
  it('defaults to YYYY/MM/DD for every input kind', () => {
    const local = new Date(2024, 0, 5, 13, 4, 5)
    expect(formatDate(local)).toBe('2024/01/05')
    expect(formatDate(local.getTime())).toBe('2024/01/05')
    expect(formatDate('2024-01-05 13:04:05')).toBe('2024/01/05')
    expect(formatDate('2024-01-05')).toBe('2024/01/05')
    const iso = '2024-01-05T13:04:05.000Z'
    expect(formatDate(iso)).toBe(ymd(new Date(iso)))
  })

  it('shifts by whole days across month and year ends', () => {
    expect(formatDate('2024-01-31 10:00:00', { offsetDays: 1 })).toBe('2024/02/01')
    expect(formatDate('2024-02-28 10:00:00', { offsetDays: 1 })).toBe('2024/02/29')
    expect(formatDate('2024-12-31 10:00:00', { offsetDays: 1 })).toBe('2025/01/01')
    expect(formatDate('2024-01-01 10:00:00', { offsetDays: -1 })).toBe('2023/12/31')
    expect(formatDate('2024-01-01 10:00:00', { offsetDays: 365 })).toBe('2024/12/31')
    expect(formatDate('2024-01-01 10:00:00', { offsetDays: Number.NaN })).toBe('2024/01/01')
  })

  it('agrees with Date arithmetic for any day offset', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1990, 0, 1), max: new Date(2090, 0, 1), noInvalidDate: true }),
        fc.integer({ min: -1000, max: 1000 }),
        (date, offsetDays) => {
          const expected = new Date(date)
          expected.setDate(expected.getDate() + offsetDays)
          expect(formatDate(date, { offsetDays })).toBe(ymd(expected))
          expect(formatDate(date.getTime())).toBe(ymd(date))
        },
      ),
    )
  })

  it('takes another pattern', () => {
    expect(formatDate('2024-03-09 08:07:06', { pattern: 'MM-DD HH:mm' })).toBe('03-09 08:07')
  })

  it('returns an empty string for invalid input, never "Invalid Date"', () => {
    for (const bad of ['', '   ', 'abc', '2024-13-45 99:99:99x', Number.NaN, Infinity, new Date('nope'), null, undefined]) {
      expect(formatDate(bad as never)).toBe('')
      expect(formatDateTime(bad as never)).toBe('')
    }
  })
})

describe('formatDateTime', () => {
  it('shows date and time', () => {
    expect(formatDateTime('2024-01-05 13:04:05')).toBe('2024/01/05 13:04:05')
    expect(formatDateTime(new Date(2024, 11, 31, 23, 59, 59))).toBe('2024/12/31 23:59:59')
    fc.assert(
      fc.property(fc.date({ min: new Date(1990, 0, 1), max: new Date(2090, 0, 1), noInvalidDate: true }), (date) => {
        expect(formatDateTime(date)).toBe(`${ymd(date)} ${hms(date)}`)
      }),
    )
  })
})

describe('formatLocalDateTime', () => {
  it("writes date and time in the language's own way, with Latin digits", () => {
    const at = '2026-11-08T00:00:00.000Z'
    expect(formatLocalDateTime(at, 'en')).toMatch(/^Nov [78], 2026, \d{1,2}:\d\d [AP]M$/)
    expect(formatLocalDateTime(at, 'ar')).toMatch(/2026/)
    expect(formatLocalDateTime(at, 'ar')).not.toMatch(/[٠-٩]/)
    expect(formatLocalDateTime(at, 'zh-CN')).toMatch(/^2026年11月[78]日/)
    expect(formatLocalDateTime('', 'en')).toBe('')
  })
})
