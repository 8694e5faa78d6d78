import { isPlainDecimal, orderCost, orderResult, stopsProblem, volumeProblem } from './trading'

// The trading rules the ticket and the mock backend share (docs/api.md section 10).

const BTC = { minVolume: '0.001', maxVolume: '10', volumeStep: '0.001' }
const EUR = { minVolume: '100', maxVolume: '500000', volumeStep: '100' }

describe('orderCost', () => {
  it('is volume x price, exactly', () => {
    expect(orderCost('0.01', '95012.37')).toBe('950.1237')
    expect(orderCost('1000', '1.08417')).toBe('1084.17')
    expect(orderCost('0.001', '0.00001')).toBe('0.00000001')
  })
})

describe('orderResult', () => {
  it('is (close - open) x volume for a buy and (open - close) x volume for a sell', () => {
    expect(orderResult('buy', '0.5', '3200', '3210.5')).toBe('5.25')
    expect(orderResult('buy', '0.5', '3200', '3190')).toBe('-5')
    expect(orderResult('sell', '0.5', '3200', '3190')).toBe('5')
    expect(orderResult('sell', '2', '1.08417', '1.08517')).toBe('-0.002')
    expect(orderResult('buy', '1', '10', '10')).toBe('0')
  })

  it('never loses more than the cost', () => {
    expect(orderResult('sell', '1', '100', '250')).toBe('-100')
    expect(orderResult('buy', '1', '100', '0')).toBe('-100')
  })
})

describe('volumeProblem', () => {
  it('accepts a volume within the limits on the step', () => {
    for (const v of ['0.001', '0.5', '10', ' 1.234 ', '10.000']) expect(volumeProblem(v, BTC), v).toBeNull()
    expect(volumeProblem('500000', EUR)).toBeNull()
  })

  it('names what is wrong', () => {
    expect(volumeProblem('', BTC)).toBe('required')
    expect(volumeProblem('  ', BTC)).toBe('required')
    for (const v of ['abc', '-1', '0', '0.000', '1e-2', '1.123456789', '9'.repeat(2000), '+1', '.5']) expect(volumeProblem(v, BTC), v).toBe('invalid')
    for (const v of ['0.0009', '10.001', '99']) expect(volumeProblem(v, BTC), v).toBe('range')
    for (const v of ['0.0015', '1.00001']) expect(volumeProblem(v, BTC), v).toBe('step')
    expect(volumeProblem('150', EUR)).toBe('step')
  })
})

describe('stopsProblem', () => {
  it('accepts stops on the right side of the entry, or none', () => {
    expect(stopsProblem('buy', '100', '', '')).toBeNull()
    expect(stopsProblem('buy', '100', '90', '110')).toBeNull()
    expect(stopsProblem('buy', '100', '0', '')).toBeNull()
    expect(stopsProblem('sell', '100', '110', '90')).toBeNull()
    expect(stopsProblem('sell', '100', ' 110 ', ' 0 ')).toBeNull()
  })

  it('refuses prices below 0 first, then malformed ones', () => {
    expect(stopsProblem('buy', '100', '-1', '')).toEqual({ field: 'stopLoss', problem: 'belowZero' })
    expect(stopsProblem('sell', '100', '', '-0.5')).toEqual({ field: 'takeProfit', problem: 'belowZero' })
    expect(stopsProblem('buy', '100', '-.5', '')).toEqual({ field: 'stopLoss', problem: 'belowZero' })
    for (const v of ['abc', '1e2', '1.123456789', '1'.repeat(16), '9'.repeat(1200)]) expect(stopsProblem('buy', '100', '', v), v).toEqual({ field: 'takeProfit', problem: 'invalid' })
  })

  it('puts the stop loss of a buy below the entry and its take profit above; a sell the other way round', () => {
    expect(stopsProblem('buy', '100', '100', '')).toEqual({ field: 'stopLoss', problem: 'stopLossSide' })
    expect(stopsProblem('buy', '100', '', '99.99')).toEqual({ field: 'takeProfit', problem: 'takeProfitSide' })
    expect(stopsProblem('sell', '100', '99', '')).toEqual({ field: 'stopLoss', problem: 'stopLossSide' })
    expect(stopsProblem('sell', '100', '', '100')).toEqual({ field: 'takeProfit', problem: 'takeProfitSide' })
    // The stop loss is checked first.
    expect(stopsProblem('buy', '100', '101', '99')).toEqual({ field: 'stopLoss', problem: 'stopLossSide' })
  })
})

describe('isPlainDecimal', () => {
  it('takes plain decimals of at most 15 whole digits and 8 places', () => {
    for (const v of ['0', '1', '95000.12', '0.00000001', '999999999999999.99999999']) expect(isPlainDecimal(v), v).toBe(true)
    for (const v of ['', '1.', '.1', '-1', '1e3', '1.123456789', '1'.repeat(16), ' 1']) expect(isPlainDecimal(v), v).toBe(false)
  })
})
