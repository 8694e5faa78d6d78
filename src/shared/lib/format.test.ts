import { formatAmount, formatCoin, formatExact, formatMoney, formatPercent, numberProblem, problemWhileTyping } from './format'

describe('format', () => {
  it('shows amounts truncated, never rounded up', () => {
    expect(formatMoney('1234.567')).toBe('1,234.56')
    expect(formatCoin('0.123456789')).toBe('0.12345678')
    expect(formatCoin(7663)).toBe('7,663')
    expect(formatPercent('33.50')).toBe('33.5')
  })

  it('shows USDT as money and other coins to 8 places, wherever an amount is listed', () => {
    expect(formatAmount('-9792', 'USDT')).toBe('-9,792.00')
    expect(formatAmount('10006.57534246', 'USDT')).toBe('10,006.57')
    expect(formatAmount('0.0125000', 'BTC')).toBe('0.0125')
    expect(formatAmount('1234.123456789', 'ETH')).toBe('1,234.12345678')
  })

  it('shows an amount about to move exactly, USDT with 2 places at least', () => {
    expect(formatExact('9792', 'USDT')).toBe('9,792.00')
    expect(formatExact('1500.5', 'USDT')).toBe('1,500.50')
    expect(formatExact('1500.123456', 'USDT')).toBe('1,500.123456')
    expect(formatExact(0.1, 'USDT')).toBe('0.10')
    expect(formatExact('2.50000000', 'ETH')).toBe('2.5')
    expect(formatExact('12345.000000001', 'ETH')).toBe('12,345.000000001')
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
