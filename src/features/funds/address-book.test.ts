import { addressKey, checkLabel, LABEL_MAX, parseBook, type SavedAddress } from './address-book'

// The book's rules without a screen: what storage may hold, how addresses compare, label checks.

const entry = (label: string, chain = 'TRC20'): SavedAddress => ({ id: label, label, address: 'T1', chain, createdAt: 1 })

describe('address book', () => {
  it('reads nothing, broken JSON or the wrong shape as an empty book', () => {
    for (const raw of [null, '', '{', '[]', '"text"', '42', 'null', '{"entries":{},"used":[]}']) {
      expect(parseBook(raw), String(raw)).toEqual({ entries: [], used: {} })
    }
  })

  it('keeps the well-formed entries and used addresses, and leaves out the rest', () => {
    const book = parseBook(
      JSON.stringify({
        entries: [entry('A'), { ...entry('B'), createdAt: 'x' }, { ...entry('C'), lastUsedAt: 5 }, { ...entry('D'), lastUsedAt: null }, { ...entry(' ') }, 7],
        used: { TRC20: ['T1', 3, ''], ERC20: 'x' },
      }),
    )
    expect(book.entries.map((e) => e.label)).toEqual(['A', 'C', 'D'])
    expect(book.entries[1].lastUsedAt).toBe(5)
    expect(book.entries[2]).not.toHaveProperty('lastUsedAt')
    expect(book.used).toEqual({ TRC20: ['T1'], ERC20: [] })
  })

  it('compares EVM addresses in any case, TRON ones exactly', () => {
    expect(addressKey(' 0xABcd ')).toBe(addressKey('0xabCD'))
    expect(addressKey('TAbc')).not.toBe(addressKey('Tabc'))
  })

  it('wants a label, of at most LABEL_MAX characters, not already on the chain', () => {
    expect(checkLabel('  ', [])).toMatchObject({ ok: false, key: 'addressBook.error.labelRequired' })
    expect(checkLabel('é'.repeat(LABEL_MAX), [])).toEqual({ ok: true })
    expect(checkLabel('x'.repeat(LABEL_MAX + 1), [])).toEqual({ ok: false, key: 'addressBook.error.labelLength', values: { count: LABEL_MAX } })
    expect(checkLabel('binance ', [entry('Binance')])).toEqual({ ok: false, key: 'addressBook.error.duplicateLabel', values: { label: 'binance' } })
  })
})
