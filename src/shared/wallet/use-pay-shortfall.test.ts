import { shortfallOf } from './use-pay-shortfall'

// What the wallet pays of a spend the balance does not cover: never less than what is missing.

it('is the part the balance does not cover, rounded up to the token places, and nothing when covered', () => {
  expect(shortfallOf('14688', '10000', 6)).toBe('4688')
  expect(shortfallOf('16000.1234567', '10000', 6)).toBe('6000.123457')
  expect(shortfallOf('100.01', '100.005', 2)).toBe('0.01')
  expect(shortfallOf('12.5', '0', 0)).toBe('13')
  expect(shortfallOf('10000', '10000', 6)).toBeNull()
  expect(shortfallOf('9999.99', '10000', 6)).toBeNull()
})
