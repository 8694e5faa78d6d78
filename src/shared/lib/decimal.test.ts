import Decimal from 'decimal.js'
import fc from 'fast-check'
import {
  add,
  compare,
  divide,
  fixed4On8,
  fixed5,
  isBetween,
  isInteger,
  isPositive,
  isValidAmount,
  max,
  min,
  multiply,
  subtract,
  toDecimalString,
  truncate,
  withThousands,
} from './decimal'

// The oracle: decimal.js with enough precision for every generated value, cutting toward zero.
const O = Decimal.clone({ precision: 300, rounding: Decimal.ROUND_DOWN })
const DOWN = Decimal.ROUND_DOWN

/** The oracle's fixed-place text, with a negative zero shown as '0...'. */
function oracleFixed(d: Decimal, dp: number): string {
  return d.toDecimalPlaces(dp, DOWN).toFixed(dp)
}

/** Writes `n / 10^scale` as a plain decimal string, the way the API sends amounts. */
function toDecimalText(n: bigint, scale: number): string {
  const sign = n < 0n ? '-' : ''
  const digits = (n < 0n ? -n : n).toString().padStart(scale + 1, '0')
  if (scale === 0) return sign + digits
  return `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`
}

const decimalText = fc
  .tuple(fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }), fc.integer({ min: 0, max: 20 }))
  .map(([n, scale]) => toDecimalText(n, scale))
const places = fc.integer({ min: 0, max: 12 })
const finiteNumber = fc.double({ noNaN: true, noDefaultInfinity: true })

describe('truncate', () => {
  it('matches decimal.js ROUND_DOWN with exactly `decimals` places', () => {
    fc.assert(
      fc.property(decimalText, places, (s, dp) => {
        expect(truncate(s, dp)).toBe(oracleFixed(new O(s), dp))
      }),
    )
  })

  it('matches an independent BigInt truncation', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.integer({ min: 0, max: 15 }), places, (n, scale, dp) => {
        // BigInt division truncates toward zero, which is what truncate must do.
        const cut = dp >= scale ? n * 10n ** BigInt(dp - scale) : n / 10n ** BigInt(scale - dp)
        expect(truncate(toDecimalText(n, scale), dp)).toBe(toDecimalText(cut, dp))
      }),
    )
  })

  it('never prints an exponent for JS numbers', () => {
    fc.assert(
      fc.property(finiteNumber, fc.integer({ min: 0, max: 30 }), (n, dp) => {
        const out = truncate(n, dp)
        expect(out).not.toMatch(/e/i)
        expect(out).toBe(oracleFixed(new O(n), dp))
      }),
    )
  })

  it('handles edge cases', () => {
    expect(truncate('1.239', 2)).toBe('1.23')
    expect(truncate('1.239')).toBe('1.23')
    expect(truncate('1', 2)).toBe('1.00')
    expect(truncate('-1.239', 2)).toBe('-1.23')
    expect(truncate('-0.001', 2)).toBe('0.00')
    expect(truncate('0', 0)).toBe('0')
    expect(truncate('9.999', 0)).toBe('9')
    expect(truncate('0.000000001', 8)).toBe('0.00000000')
    expect(truncate('0.000000001', 9)).toBe('0.000000001')
    expect(truncate(1e-7, 8)).toBe('0.00000010')
    expect(truncate(1e21, 1)).toBe('1000000000000000000000.0')
    expect(truncate('123456789012345678901234567890.123456789', 4)).toBe(
      '123456789012345678901234567890.1234',
    )
    expect(truncate(new Decimal('2.71828'), 3)).toBe('2.718')
    expect(truncate(' 3.14159 ', 2)).toBe('3.14')
  })

  it('reads invalid input as zero instead of throwing', () => {
    for (const bad of ['', '   ', 'abc', '1.2.3', '0x1f', 'Infinity', NaN, Infinity, -Infinity, null, undefined, '1e99999']) {
      expect(truncate(bad as never, 2)).toBe('0.00')
    }
    expect(truncate('1.5', -3)).toBe('1')
    expect(truncate('1.5', Number.NaN)).toBe('1')
  })
})

describe('multiply', () => {
  it('is the exact product cut to at most 6 places, trailing zeros stripped', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        const expected = new O(a).times(b).toDecimalPlaces(6, DOWN).toFixed()
        expect(multiply(a, b)).toBe(expected)
      }),
    )
  })

  it('cuts coin amounts at the places asked for', () => {
    expect(multiply('10', '0.00001052', 8)).toBe('0.0001052')
    expect(multiply('0.12345678', '3', 8)).toBe('0.37037034')
    expect(multiply('0.123456789', '1', 8)).toBe('0.12345678')
  })

  it('handles edge cases', () => {
    expect(multiply('1.5', '1')).toBe('1.5')
    expect(multiply('0.1', '0.2')).toBe('0.02')
    expect(multiply(0.1, 3)).toBe('0.3')
    expect(multiply('1.2345678', '1')).toBe('1.234567')
    expect(multiply('-1.2345678', '1')).toBe('-1.234567')
    expect(multiply('-0.0000001', '1')).toBe('0')
    expect(multiply('0.000000001', '1000')).toBe('0.000001')
    expect(multiply('123456789012345678901234567890.123456789', '123456789012345678901234567890.123456789')).toBe(
      new O('123456789012345678901234567890.123456789').pow(2).toDecimalPlaces(6, DOWN).toFixed(),
    )
    expect(multiply('123456789012345678901234567890.123456789', '2')).toBe(
      '246913578024691357802469135780.246913',
    )
    expect(multiply('abc', '2')).toBe('0')
    expect(multiply(null, undefined)).toBe('0')
  })
})

describe('divide', () => {
  it('matches decimal.js ROUND_DOWN to `decimals` places', () => {
    fc.assert(
      fc.property(decimalText, decimalText, places, (a, b, dp) => {
        const expected = new O(b).isZero() ? oracleFixed(new O(0), dp) : oracleFixed(new O(a).div(b), dp)
        expect(divide(a, b, dp)).toBe(expected)
      }),
    )
  })

  it('matches an independent BigInt division', () => {
    const scaled = fc.tuple(fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n }), fc.integer({ min: 0, max: 10 }))
    fc.assert(
      fc.property(scaled, scaled, places, ([n1, s1], [n2, s2], dp) => {
        fc.pre(n2 !== 0n)
        // a / b * 10^dp = n1 * 10^(s2 + dp) / (n2 * 10^s1), truncated toward zero by BigInt.
        const q = (n1 * 10n ** BigInt(s2 + dp)) / (n2 * 10n ** BigInt(s1))
        expect(divide(toDecimalText(n1, s1), toDecimalText(n2, s2), dp)).toBe(toDecimalText(q, dp))
      }),
    )
  })

  it('handles edge cases', () => {
    expect(divide('1', '3')).toBe('0.33')
    expect(divide('2', '3', 4)).toBe('0.6666')
    expect(divide('-2', '3', 4)).toBe('-0.6666')
    expect(divide('2', '-3', 0)).toBe('0')
    expect(divide('-7', '2', 0)).toBe('-3')
    expect(divide('10', '4', 3)).toBe('2.500')
    expect(divide('1', '0')).toBe('0.00')
    expect(divide('1', '0.000', 4)).toBe('0.0000')
    expect(divide('1', 'abc')).toBe('0.00')
    expect(divide('abc', '3')).toBe('0.00')
    expect(divide('0.000000001', '1', 9)).toBe('0.000000001')
    expect(divide('123456789012345678901234567890.123456789', '0.001', 2)).toBe(
      '123456789012345678901234567890123.45',
    )
    expect(divide(1e-7, 1, 8)).toBe('0.00000010')
  })
})

describe('fixed5 and fixed4On8', () => {
  it('fixed5 is truncate to 5 places', () => {
    fc.assert(fc.property(decimalText, (s) => {
      expect(fixed5(s)).toBe(oracleFixed(new O(s), 5))
    }))
    expect(fixed5('1.123459')).toBe('1.12345')
    expect(fixed5('2')).toBe('2.00000')
    expect(fixed5('abc')).toBe('0.00000')
  })

  it('fixed4On8 cuts to 8 places, then to `decimals` places', () => {
    fc.assert(
      fc.property(decimalText, places, (s, dp) => {
        expect(fixed4On8(s, dp)).toBe(oracleFixed(new O(s).toDecimalPlaces(8, DOWN), dp))
      }),
    )
    expect(fixed4On8('1.23456789')).toBe('1.2345')
    expect(fixed4On8('0.000000019', 10)).toBe('0.0000000100')
    expect(fixed4On8('-0.00009')).toBe('0.0000')
    expect(fixed4On8(null)).toBe('0.0000')
  })
})

describe('withThousands', () => {
  it('only inserts commas every three integer digits', () => {
    fc.assert(
      fc.property(decimalText, (s) => {
        const out = withThousands(s)
        expect(out.replaceAll(',', '')).toBe(s)
        const int = out.replace(/^-/, '').split('.')[0]!
        expect(int).toMatch(/^\d{1,3}(,\d{3})*$/)
      }),
    )
  })

  it('handles edge cases', () => {
    expect(withThousands('1234567.891')).toBe('1,234,567.891')
    expect(withThousands('-1000')).toBe('-1,000')
    expect(withThousands('999')).toBe('999')
    expect(withThousands('1000.50')).toBe('1,000.50')
    expect(withThousands('0.0000001')).toBe('0.0000001')
    expect(withThousands(1e21)).toBe('1,000,000,000,000,000,000,000')
    expect(withThousands(1234.5)).toBe('1,234.5')
    expect(withThousands('1e6')).toBe('1,000,000')
    expect(withThousands(truncate('1234567.891'))).toBe('1,234,567.89')
    expect(withThousands('abc')).toBe('0')
    expect(withThousands(undefined)).toBe('0')
  })
})

describe('add and subtract', () => {
  it('are exact, with trailing zeros stripped', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        expect(add(a, b)).toBe(new O(a).plus(b).toFixed())
        expect(subtract(a, b)).toBe(new O(a).minus(b).toFixed())
      }),
    )
  })

  it('handles edge cases', () => {
    expect(add('0.1', '0.2')).toBe('0.3')
    expect(add(0.1, 0.2)).toBe('0.3')
    expect(add('1.50', '1.50')).toBe('3')
    expect(subtract('1', '1.000')).toBe('0')
    expect(subtract('0', '0.000000001')).toBe('-0.000000001')
    expect(add('123456789012345678901234567890.123456789', '0.000000001')).toBe(
      '123456789012345678901234567890.12345679',
    )
    expect(add('1e300', '1e-300')).toBe(`1${'0'.repeat(300)}.${'0'.repeat(299)}1`)
    expect(add('abc', '2')).toBe('2')
    expect(subtract('2', null)).toBe('2')
  })
})

describe('comparisons', () => {
  it('compare agrees with decimal.js', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        expect(compare(a, b)).toBe(new O(a).cmp(b))
        expect(min(a, b)).toBe(O.min(a, b).toFixed())
        expect(max(a, b)).toBe(O.max(a, b).toFixed())
      }),
    )
  })

  it('isBetween is inclusive and agrees with decimal.js', () => {
    fc.assert(
      fc.property(decimalText, decimalText, decimalText, (v, lo, hi) => {
        const d = new O(v)
        expect(isBetween(v, lo, hi)).toBe(d.gte(lo) && d.lte(hi))
      }),
    )
  })

  it('handles edge cases', () => {
    expect(compare('10', '9')).toBe(1)
    expect(compare('9', '10')).toBe(-1)
    expect(compare('1.0', '1')).toBe(0)
    expect(compare('-0', '0')).toBe(0)
    expect(min('10', '9')).toBe('9')
    expect(max('-1', '-2.50')).toBe('-1')
    expect(isBetween('10', '10', '100')).toBe(true)
    expect(isBetween('100', '10', '100')).toBe(true)
    expect(isBetween('9.999', '10', '100')).toBe(false)
    expect(isBetween('100.0001', '10', '100')).toBe(false)
    expect(isBetween('abc', '0', '100')).toBe(false)
    expect(isBetween('5', '0', '')).toBe(false)
  })
})

describe('predicates', () => {
  it('isPositive', () => {
    expect(isPositive('0.000000001')).toBe(true)
    expect(isPositive(1e-7)).toBe(true)
    expect(isPositive('0')).toBe(false)
    expect(isPositive('-0.1')).toBe(false)
    expect(isPositive('')).toBe(false)
    expect(isPositive('abc')).toBe(false)
    expect(isPositive(undefined)).toBe(false)
  })

  it('isValidAmount accepts only plain non-negative decimals', () => {
    for (const ok of ['0', '12', '12.5', '0.000000001', '123456789012345678901234567890.123456789']) {
      expect(isValidAmount(ok)).toBe(true)
    }
    for (const bad of ['', ' 12', '12 ', '-1', '+1', '1e5', '12.', '.5', '1,000', '0x10', 'abc', 'NaN', 12, null, undefined]) {
      expect(isValidAmount(bad)).toBe(false)
    }
    expect(isValidAmount('12.345', 2)).toBe(false)
    expect(isValidAmount('12.34', 2)).toBe(true)
    expect(isValidAmount('12', 0)).toBe(true)
    expect(isValidAmount('12.0', 0)).toBe(false)
  })

  it('isValidAmount accepts every generated non-negative decimal text', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.integer({ min: 0, max: 20 }), (n, scale) => {
        const s = toDecimalText(n, scale)
        expect(isValidAmount(s)).toBe(true)
        expect(isValidAmount(s, scale)).toBe(true)
        if (scale > 0) expect(isValidAmount(s, scale - 1)).toBe(false)
      }),
    )
  })

  it('isInteger', () => {
    fc.assert(fc.property(decimalText, (s) => {
      expect(isInteger(s)).toBe(new O(s).isInteger())
    }))
    expect(isInteger('12')).toBe(true)
    expect(isInteger('12.0')).toBe(true)
    expect(isInteger('12.5')).toBe(false)
    expect(isInteger('-3')).toBe(true)
    expect(isInteger('')).toBe(false)
    expect(isInteger('abc')).toBe(false)
  })
})

describe('toDecimalString', () => {
  it('normalises without exponent', () => {
    fc.assert(
      fc.property(finiteNumber, (n) => {
        const out = toDecimalString(n)
        expect(out).not.toMatch(/e/i)
        expect(new O(out).eq(n)).toBe(true)
      }),
    )
    expect(toDecimalString(1e-7)).toBe('0.0000001')
    expect(toDecimalString(1e21)).toBe('1000000000000000000000')
    expect(toDecimalString('1.500')).toBe('1.5')
    expect(toDecimalString('-0')).toBe('0')
    expect(toDecimalString('abc')).toBe('0')
  })
})
