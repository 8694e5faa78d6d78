import fc from 'fast-check'
import { addDays, formatLocalDate, formatLocalDateTime } from './date'

describe('addDays', () => {
  it('agrees with Date arithmetic for any day offset, across month and year ends', () => {
    expect(new Date(addDays('2024-02-28 10:00:00', 1)!).getDate()).toBe(29)
    expect(new Date(addDays('2024-12-31 10:00:00', 1)!).getFullYear()).toBe(2025)
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1990, 0, 1), max: new Date(2090, 0, 1), noInvalidDate: true }),
        fc.integer({ min: -1000, max: 1000 }),
        (date, days) => {
          const expected = new Date(date)
          expected.setDate(expected.getDate() + days)
          expect(addDays(date, days)).toBe(expected.getTime())
        },
      ),
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
    expect(formatLocalDate(at, 'en')).toMatch(/^Nov [78], 2026$/)
  })

  it('returns an empty string for invalid input, never "Invalid Date"', () => {
    for (const bad of ['', '   ', 'abc', '2024-13-45 99:99:99x', Number.NaN, Infinity, new Date('nope'), null, undefined]) {
      expect(formatLocalDateTime(bad as never, 'en')).toBe('')
      expect(formatLocalDate(bad as never, 'en')).toBe('')
      if (bad != null) expect(addDays(bad as never, 1)).toBeNull()
    }
  })
})
