import type { Chain } from '@/shared/api/contract/funds'
import { explorerTxUrl } from './model'

// A transaction's explorer link follows its chain's kind: EVM explorers' /tx/, Tronscan's /#/transaction/.

const evm = {
  id: 'ERC20',
  name: '',
  addressPrefix: '0x',
  kind: 'evm',
  coins: ['USDT'],
  payment: { chainId: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrl: 'https://rpc.test', explorerUrl: 'https://etherscan.io/', tokens: [], requiredConfirmations: 12 },
} satisfies Chain
const tron = {
  id: 'TRC20',
  name: '',
  addressPrefix: 'T',
  kind: 'tron',
  coins: ['USDT'],
  payment: { name: 'TRON', fullHost: 'https://api.trongrid.io', explorerUrl: 'https://tronscan.org', serviceContract: 'TX7cLPN5XdNGBzyF9ti4nsHCPZhq7qqJ7C', tokens: [], feeLimit: 1, requiredConfirmations: 19 },
} satisfies Chain
const evmHash = `0x${'ab'.repeat(32)}`
const txID = 'cd'.repeat(32)

it('links an EVM hash to /tx/ and a TRON txID to Tronscan, each only on its own kind of chain', () => {
  expect(explorerTxUrl(evm, evmHash)).toBe(`https://etherscan.io/tx/${evmHash}`)
  expect(explorerTxUrl(tron, txID)).toBe(`https://tronscan.org/#/transaction/${txID}`)
  expect(explorerTxUrl(evm, txID)).toBeUndefined()
  expect(explorerTxUrl(tron, evmHash)).toBeUndefined()
  expect(explorerTxUrl({ ...tron, payment: { ...tron.payment, explorerUrl: '' } }, txID)).toBeUndefined()
  expect(explorerTxUrl(undefined, txID)).toBeUndefined()
})
