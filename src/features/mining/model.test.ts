import { isSharedType, priceLabelKey, purchaseCost, quantityLabelKey } from './model'

describe('mining rules', () => {
  it('sells joint venture and share machines by the share, the others whole', () => {
    expect(['mining', 'jointVenture', 'rent', 'share'].map((t) => isSharedType(t as never))).toEqual([false, true, false, true])
    expect(quantityLabelKey('share')).toBe('mining.buy.shares')
    expect(quantityLabelKey('rent')).toBe('mining.buy.quantity')
    expect(priceLabelKey({ type: 'rent' })).toBe('mining.field.rent')
    expect(priceLabelKey({ type: 'jointVenture' })).toBe('mining.field.sharePrice')
    expect(priceLabelKey({ type: 'mining' })).toBe('mining.field.price')
  })

  it('prices a purchase exactly', () => {
    expect(purchaseCost({ price: '4800', serviceFee: '96' }, '2')).toEqual({ cost: '9600', fee: '192', total: '9792' })
    expect(purchaseCost({ price: '0.1', serviceFee: '0.2' }, '3')).toEqual({ cost: '0.3', fee: '0.6', total: '0.9' })
  })
})
