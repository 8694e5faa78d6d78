import { formatCoin, formatMoney, formatPercent, numberProblem, parseQuantity, problemWhileTyping } from './format'

describe('format', () => {
  it('reads a typed quantity as a whole number of at least 1', () => {
    expect(parseQuantity(' 3 ')).toBe('3')
    expect(parseQuantity('12')).toBe('12')
    for (const bad of ['', ' ', '0', '00', '1.5', '-1', '1e3', 'abc', '٣']) expect(parseQuantity(bad), bad).toBeNull()
  })

  it('shows amounts truncated, never rounded up', () => {
    expect(formatMoney('1234.567')).toBe('1,234.56')
    expect(formatCoin('0.123456789')).toBe('0.12345678')
    expect(formatCoin(7663)).toBe('7,663')
    expect(formatPercent('33.50')).toBe('33.5')
  })
})

describe('numberProblem', () => {
  const empty = { key: 'staking.error.empty' } as const
  it('says what is wrong with a typed number, and "enter ..." only when nothing was typed', () => {
    const problem = (text: string, places = 8) => numberProblem(text, { empty, places })?.key
    expect(problem('  ')).toBe('staking.error.empty')
    for (const text of ['abc', '1,5', '1e3', '+5', '.5', '5.', '1.2.3', '٣']) expect(problem(text), text).toBe('form.error.notNumber')
    for (const text of ['0', '0.000', '-1', '-0.5']) expect(problem(text), text).toBe('form.error.moreThanZero')
    expect(problem('1.5', 0)).toBe('form.error.wholeNumber')
    expect(numberProblem('1.1234567', { empty, places: 6 })).toEqual({ key: 'form.error.tooManyPlaces', values: { count: 6 } })
    for (const text of ['9'.repeat(16), `0${'9'.repeat(15)}`, `${'0'.repeat(16)}.5`]) expect(problem(text), text).toBe('form.error.tooLarge')
    for (const text of ['1', ' 12.5 ', '0.00000001', '9'.repeat(15)]) expect(problem(text), text).toBeUndefined()
  })
})

describe('problemWhileTyping', () => {
  it('keeps back what a number passes through while it is typed, and shows the rest at once', () => {
    const empty = { key: 'staking.error.empty' } as const
    for (const text of ['12.', '0', '0.0', '-']) expect(problemWhileTyping(numberProblem(text, { empty, places: 8 })), text).toBeUndefined()
    expect(problemWhileTyping(numberProblem('1.1234567', { empty, places: 6 }))?.key).toBe('form.error.tooManyPlaces')
    expect(problemWhileTyping({ key: 'staking.error.range' })?.key).toBe('staking.error.range')
  })
})
