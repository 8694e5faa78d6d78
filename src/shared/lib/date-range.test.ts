import { isInRange, presetRange, rangeInstants, rangeProblems } from './date-range'

// Days of the local calendar, both ends included, whatever the time zone the tests run in.

describe('date range', () => {
  it('reads the ready-made periods on a given day', () => {
    const today = new Date(2026, 2, 5, 15, 30)
    expect(presetRange('last30', today)).toEqual({ from: '2026-02-04', to: '2026-03-05' })
    expect(presetRange('thisYear', today)).toEqual({ from: '2026-01-01', to: '2026-03-05' })
    expect(presetRange('lastYear', today)).toEqual({ from: '2025-01-01', to: '2025-12-31' })
    expect(presetRange('all', today)).toBeNull()
  })

  it('covers from the first local midnight to just before the midnight after the last day', () => {
    const range = rangeInstants({ from: '2026-10-10', to: '2026-10-12' })!
    expect(range).toEqual({ start: new Date(2026, 9, 10).getTime(), end: new Date(2026, 9, 13).getTime() })
    expect(isInRange(new Date(2026, 9, 10).toISOString(), range)).toBe(true)
    expect(isInRange(new Date(2026, 9, 12, 23, 59, 59, 999).toISOString(), range)).toBe(true)
    expect(isInRange(new Date(2026, 9, 13).toISOString(), range)).toBe(false)
    expect(isInRange(new Date(2026, 9, 9, 23, 59, 59, 999).toISOString(), range)).toBe(false)
    expect(isInRange('', range)).toBe(false)
  })

  it('names what is wrong with a From and To', () => {
    expect(rangeProblems({ from: '2026-11-02', to: '2026-11-02' })).toEqual({})
    expect(rangeProblems({ from: '2026-11-03', to: '2026-11-02' })).toEqual({ from: 'export.range.order' })
    expect(rangeProblems({ from: '', to: '2026-02-30' })).toEqual({ from: 'export.range.required', to: 'export.range.required' })
    expect(rangeInstants({ from: '2026-11-03', to: '2026-11-02' })).toBeNull()
  })
})
