import * as v from 'valibot'
import { GlobalConfigSchema } from './config'

// A chain's `payment` block follows its kind (docs/api.md, 00000): an EVM one on an `evm` chain, a
// TRON one on a `tron` chain. A chain whose block does not check is left out, the rest kept.

const evmPayment = {
  chainId: 31337,
  name: 'Anvil (local)',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrl: 'http://127.0.0.1:8545',
  explorerUrl: '',
  tokens: [{ coin: 'USDT', address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', decimals: 6 }],
  requiredConfirmations: 2,
}
const tronPayment = {
  name: 'TRON (local)',
  fullHost: 'http://127.0.0.1:8090',
  explorerUrl: '',
  serviceContract: 'TX7cLPN5XdNGBzyF9ti4nsHCPZhq7qqJ7C',
  tokens: [{ coin: 'USDT', address: 'TJhSSbZ8dVqtEiLYgva1WWcV4R4NkRCARH', decimals: 6 }],
  feeLimit: 100_000_000,
  requiredConfirmations: 2,
}
const tron = { id: 'TRC20', name: 'TRON (TRC20)', addressPrefix: 'T', kind: 'tron', coins: ['USDT'] }
const evm = { id: 'ERC20', name: 'Ethereum (ERC20)', addressPrefix: '0x', kind: 'evm', coins: ['USDT'] }
const chainsOf = (chains: unknown[]) => v.parse(GlobalConfigSchema, { serviceContract: '0x0', chains }).chains.map((c) => c.id)

it('keeps a TRON payment on a tron chain and an EVM one on an evm chain', () => {
  const config = v.parse(GlobalConfigSchema, { serviceContract: '0x0', chains: [{ ...tron, payment: tronPayment }, { ...evm, payment: evmPayment }] })
  expect(config.chains.map((c) => [c.id, c.payment])).toEqual([
    ['TRC20', tronPayment],
    ['ERC20', evmPayment],
  ])
})

it('leaves out a chain whose payment is of the other kind or malformed, and keeps the others', () => {
  expect(chainsOf([{ ...tron, payment: evmPayment }, evm])).toEqual(['ERC20'])
  expect(chainsOf([tron, { ...evm, payment: tronPayment }])).toEqual(['TRC20'])
  expect(chainsOf([{ ...tron, payment: { ...tronPayment, serviceContract: '0x5FbDB2315678afecb367f032d93F642f64180aa3' } }, evm])).toEqual(['ERC20'])
  expect(chainsOf([{ ...tron, payment: { ...tronPayment, feeLimit: 0 } }, evm])).toEqual(['ERC20'])
  expect(chainsOf([tron, evm])).toEqual(['TRC20', 'ERC20'])
})
