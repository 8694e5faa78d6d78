import { buyableQuantity, isSharedType, priceLabelKey, purchaseCost, quantityLabelKey } from './model'

describe('mining rules', () => {
  it('sells joint venture and share machines by the share, the others whole', () => {
    expect(['mining', 'jointVenture', 'rent', 'share'].map((t) => isSharedType(t as never))).toEqual([false, true, false, true])
    expect(quantityLabelKey('share')).toBe('mining.buy.shares')
    expect(quantityLabelKey('rent')).toBe('mining.buy.quantity')
    expect(priceLabelKey({ type: 'rent' })).toBe('mining.field.rent')
    expect(priceLabelKey({ type: 'jointVenture' })).toBe('mining.field.sharePrice')
    expect(priceLabelKey({ type: 'mining' })).toBe('mining.field.price')
  })

  it('derives figures only from a whole quantity from 1 up to what is left', () => {
    expect(buyableQuantity(' 3 ', 10)).toBe('3')
    expect(buyableQuantity('10', 10)).toBe('10')
    for (const bad of ['', ' ', '0', '00', '1.5', '-1', '1e3', 'abc', '٣', '11', '9'.repeat(23)]) expect(buyableQuantity(bad, 10), bad).toBeNull()
  })

  it('prices a purchase exactly', () => {
    expect(purchaseCost({ price: '4800', serviceFee: '96' }, '2')).toEqual({ cost: '9600', fee: '192', total: '9792' })
    expect(purchaseCost({ price: '0.1', serviceFee: '0.2' }, '3')).toEqual({ cost: '0.3', fee: '0.6', total: '0.9' })
  })
})
