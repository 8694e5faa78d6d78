import type { PriceAlert } from '@/shared/stores/price-alerts'
import { reached } from './price-alert-watch'

const alert = (direction: PriceAlert['direction'], price: string): PriceAlert => ({ id: 'a', symbol: 'BTCUSDT', price, direction })

describe('a price alert', () => {
  it('is reached when the price has risen to it (above) or fallen to it (below), its own price included', () => {
    expect(reached(alert('above', '100.5'), '100.49')).toBe(false)
    expect(reached(alert('above', '100.5'), '100.50')).toBe(true)
    expect(reached(alert('above', '100.5'), '101')).toBe(true)
    expect(reached(alert('below', '100.5'), '100.51')).toBe(false)
    expect(reached(alert('below', '100.5'), '100.5')).toBe(true)
    expect(reached(alert('below', '100.5'), '99')).toBe(true)
  })
})
