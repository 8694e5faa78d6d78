import { MAX_ALERTS, PRICE_ALERTS_KEY, usePriceAlerts } from './price-alerts'

describe('price alerts', () => {
  it("keeps each account's alerts apart, and at most the newest fifty", () => {
    const { add, remove } = usePriceAlerts.getState()
    add('0xA', { symbol: 'BTCUSDT', price: '90000', direction: 'below' })
    add('', { symbol: 'ETHUSDT', price: '4000', direction: 'above' })
    expect(usePriceAlerts.getState().byAccount['0xA'].map((a) => a.symbol)).toEqual(['BTCUSDT'])
    expect(usePriceAlerts.getState().byAccount[''].map((a) => a.symbol)).toEqual(['ETHUSDT'])
    remove('0xA', usePriceAlerts.getState().byAccount['0xA'][0].id)
    expect(usePriceAlerts.getState().byAccount['0xA']).toEqual([])
    expect(usePriceAlerts.getState().byAccount['']).toHaveLength(1)
    for (let i = 0; i < MAX_ALERTS + 5; i++) add('0xB', { symbol: 'BTCUSDT', price: String(1000 + i), direction: 'above' })
    const kept = usePriceAlerts.getState().byAccount['0xB']
    expect(kept).toHaveLength(MAX_ALERTS)
    expect(kept[kept.length - 1].price).toBe(String(1000 + MAX_ALERTS + 4))
    expect(new Set(kept.map((a) => a.id)).size).toBe(MAX_ALERTS)
  })

  it('keeps only well-formed alerts from storage', async () => {
    const good = { id: 'x1', symbol: 'BTCUSDT', price: '95000.5', direction: 'below' }
    localStorage.setItem(
      PRICE_ALERTS_KEY,
      JSON.stringify({ state: { byAccount: { '0xA': [good, { ...good, id: 'x2', price: '-1' }, { ...good, id: 'x3', direction: 'sideways' }, null], '0xB': 'nonsense' } }, version: 0 }),
    )
    await usePriceAlerts.persist.rehydrate()
    expect(usePriceAlerts.getState().byAccount).toEqual({ '0xA': [good] })
    localStorage.setItem(PRICE_ALERTS_KEY, '{"state":{"byAccount":42}}')
    await usePriceAlerts.persist.rehydrate()
    expect(usePriceAlerts.getState().byAccount).toEqual({})
  })
})
