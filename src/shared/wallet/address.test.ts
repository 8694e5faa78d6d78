import { checkAddress, type AddressChain, type AddressVerdict } from './address'

// The address corpus (issue 13): TRON and EVM addresses with the verdict a withdrawal form must give.

const CORPUS: [AddressChain, string, AddressVerdict, string][] = [
  // TRON: valid (public contracts and accounts)
  ['tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'ok', 'USDT TRC20 contract'],
  ['tron', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', 'ok', 'TRON docs sample'],
  ['tron', 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8', 'ok', 'USDC TRC20 contract'],
  ['tron', 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9', 'ok', 'public account'],
  ['tron', 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj', 'ok', 'public account'],
  ['tron', 'TZ7HVsmkGKiBARsp8nSXE82pNQn2J5M4H9', 'ok', 'generated'],
  ['tron', '  TFyuRTk5LKVVNEiMXDEL8B4wTvrDRKb3BA \n', 'ok', 'pasted with spaces around'],
  // TRON: wrong
  ['tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6T', 'checksum', 'last character changed'],
  ['tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj7t', 'checksum', 'one character changed'],
  ['tron', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU8', 'checksum', 'last digit changed'],
  ['tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6', 'length', 'one character short'],
  ['tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6tt', 'length', 'one character long'],
  ['tron', 'T', 'length', 'prefix alone'],
  ['tron', 'AR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'prefix', 'not T'],
  ['tron', 'tR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'prefix', 'lower-case t'],
  ['tron', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'prefix', 'an EVM address'],
  ['tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj0t', 'characters', '0 is not base58'],
  ['tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLjOt', 'characters', 'O is not base58'],
  ['tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLjIt', 'characters', 'I is not base58'],
  ['tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLjlt', 'characters', 'l is not base58'],
  ['tron', 'TR7NHqjeKQxGTCi8q8ZY4 pL8otSzgjLj6t', 'characters', 'a space inside'],
  ['tron', '', 'empty', 'nothing'],
  ['tron', '   ', 'empty', 'only spaces'],
  // EVM: valid
  ['evm', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'ok', 'checksummed (Hardhat #0)'],
  ['evm', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'ok', 'EIP-55 example'],
  ['evm', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', 'ok', 'EIP-55 example'],
  ['evm', '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB', 'ok', 'EIP-55 example'],
  ['evm', '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb', 'ok', 'EIP-55 example'],
  ['evm', '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', 'ok', 'all lower case: no checksum to check'],
  ['evm', '0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266', 'ok', 'all upper case: no checksum to check'],
  // EVM: wrong
  ['evm', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92265', 'checksum', 'last digit changed'],
  ['evm', '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'checksum', 'one letter case flipped'],
  ['evm', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'checksum', 'last letter case flipped'],
  ['evm', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226', 'length', 'one digit short'],
  ['evm', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb922666', 'length', 'one digit long'],
  ['evm', '0x', 'length', 'prefix alone'],
  ['evm', 'f39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'prefix', 'no 0x'],
  ['evm', '0Xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'prefix', 'capital X'],
  ['evm', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'prefix', 'a TRON address'],
  ['evm', '0xg39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'characters', 'g is not hex'],
  ['evm', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226 ', 'length', 'a trailing space is trimmed, then one short'],
  ['evm', '0xf39Fd6e51aad88F6F4ce 6aB8827279cffFb92266', 'characters', 'a space inside'],
  ['evm', '', 'empty', 'nothing'],
]

describe('withdrawal address corpus', () => {
  it('has at least 30 addresses of both chains', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(30)
    expect(new Set(CORPUS.map(([chain]) => chain))).toEqual(new Set(['tron', 'evm']))
  })

  it.each(CORPUS)('%s %j is %s (%s)', async (chain, address, verdict) => {
    expect(await checkAddress(chain, address)).toBe(verdict)
  })
})
