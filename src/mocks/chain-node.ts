import { getAddress, isAddress } from 'ethers'
import type { ChainPayment, TronChainPayment } from '@/shared/api/contract/funds'
import { isTronAddress } from '@/shared/wallet/tron'
import type { MockChainNode, MockDb, MockTronNode } from './db'
import { seed } from './seed'

// The mock's link to a real EVM node (the on-chain demo's `npm run chain`, the chain tests' anvil):
// POST /__mock/chain (or the dev switch `?mock-chain=`) names it; while it is on, 00000 advertises
// its service contract and the EVM chain's `payment` block, and 10011 accepts a report on that chain
// only for a transaction whose receipt on the node carries the matching Paid log (handlers/funds.ts).
// The node is read with plain fetch JSON-RPC, which every host of the mock has.

/** The EVM chain of the seed that gets the node's `payment` block. */
export const PAYMENT_CHAIN_ID = 'ERC20'

/** What a fresh `npm run chain` (anvil, test/chain/deploy.ts) has: its chain id and contract addresses. */
export const MOCK_CHAIN_DEFAULTS = {
  chainId: 31337,
  tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  serviceContract: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  requiredConfirmations: 2,
  explorerUrl: '',
} as const

/** The USDT token's decimals on the node (the test token's). */
const TOKEN_DECIMALS = 6

/**
 * Turns the node on (a settings object; unset fields take MOCK_CHAIN_DEFAULTS) or off (null), and
 * writes what 00000 answers accordingly. Throws a RangeError naming a malformed setting.
 */
export function setChainNode(settings: ({ rpcUrl: string } & Partial<MockChainNode>) | null, db: MockDb): MockChainNode | null {
  const chain = db.config.chains.find((c) => c.id === PAYMENT_CHAIN_ID)
  if (settings === null) {
    db.chainNode = null
    db.config.serviceContract = seed().config.serviceContract
    if (chain) delete chain.payment
    return null
  }
  const node = checkedNode({ ...MOCK_CHAIN_DEFAULTS, ...settings })
  db.chainNode = node
  db.config.serviceContract = node.serviceContract
  if (chain) chain.payment = paymentOf(node)
  return node
}

function checkedNode(node: MockChainNode): MockChainNode {
  if (typeof node.rpcUrl !== 'string' || !/^https?:$/.test(URL.parse(node.rpcUrl)?.protocol ?? '')) throw new RangeError('rpcUrl must be an http(s) URL')
  if (!Number.isSafeInteger(node.chainId) || node.chainId < 1) throw new RangeError('chainId must be a positive integer')
  if (!Number.isSafeInteger(node.requiredConfirmations) || node.requiredConfirmations < 1 || node.requiredConfirmations > 1000) {
    throw new RangeError('requiredConfirmations must be an integer from 1 to 1000')
  }
  if (typeof node.tokenAddress !== 'string' || !isAddress(node.tokenAddress)) throw new RangeError('tokenAddress must be an address')
  if (typeof node.serviceContract !== 'string' || !isAddress(node.serviceContract)) throw new RangeError('serviceContract must be an address')
  if (typeof node.explorerUrl !== 'string' || (node.explorerUrl && !URL.canParse(node.explorerUrl))) throw new RangeError("explorerUrl must be a URL or ''")
  return {
    rpcUrl: node.rpcUrl,
    chainId: node.chainId,
    tokenAddress: getAddress(node.tokenAddress),
    serviceContract: getAddress(node.serviceContract),
    requiredConfirmations: node.requiredConfirmations,
    explorerUrl: node.explorerUrl.replace(/\/$/, ''),
  }
}

function paymentOf(node: MockChainNode): ChainPayment {
  return {
    chainId: node.chainId,
    name: 'Anvil (local)',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrl: node.rpcUrl,
    explorerUrl: node.explorerUrl,
    tokens: [{ coin: 'USDT', address: node.tokenAddress, decimals: TOKEN_DECIMALS }],
    requiredConfirmations: node.requiredConfirmations,
  }
}

/**
 * Headers of the mock's requests to the node. `msw/passthrough` lets them past MSW (the unit tests'
 * server fails an unhandled request; the browser worker would route it back to the page); elsewhere
 * it is an ordinary Accept value.
 */
const NODE_HEADERS = { 'content-type': 'application/json', accept: 'application/json, msw/passthrough' }

/** Any failure to get an answer from the node (unreachable, HTTP error, JSON-RPC error). */
export class NodeError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'NodeError'
  }
}

/** One JSON-RPC call to the node. */
export async function nodeCall<T>(rpcUrl: string, method: string, params: unknown[] = []): Promise<T> {
  let body: { result?: T; error?: { message?: string } }
  try {
    // A node that hangs must not hold the mock: its requests take turns (db.ts, exclusive).
    const response = await fetch(rpcUrl, { method: 'POST', headers: NODE_HEADERS, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }), signal: AbortSignal.timeout(10_000) })
    body = (await response.json()) as typeof body
  } catch (error) {
    throw new NodeError(`the chain's node at ${rpcUrl} does not answer (${String(error)})`)
  }
  if (body.error) throw new NodeError(`the chain's node refused ${method}: ${body.error.message ?? 'error'}`)
  return body.result as T
}

/** A receipt as eth_getTransactionReceipt answers it (the fields the mock reads). */
export interface NodeReceipt {
  status: string
  blockNumber: string
  logs: { address: string; topics: string[]; data: string; logIndex: string }[]
}

export function receiptOf(rpcUrl: string, txHash: string): Promise<NodeReceipt | null> {
  return nodeCall<NodeReceipt | null>(rpcUrl, 'eth_getTransactionReceipt', [txHash])
}

export async function latestBlock(rpcUrl: string): Promise<number> {
  return Number(BigInt(await nodeCall<string>(rpcUrl, 'eth_blockNumber')))
}

/** Confirmations of a transaction in `block` when the node's latest block is `latest`: that block counts as the first. */
export function confirmationsAt(block: number, latest: number, required: number): number {
  return Math.min(required, Math.max(0, latest - block + 1))
}

// The TRON side (issue 45): a TRON node's HTTP API (`npm run chain`'s façade over anvil, or any TRON
// full node) named by POST /__mock/tron-chain (or the dev switch `?mock-tron=`). While it is on, the
// TRC20 chain's `payment` block is a TRON one, and 10011 accepts a report on that chain only for a
// transaction whose info on that node carries the matching Paid log (handlers/funds.ts).

/** The TRON chain of the seed that gets the node's `payment` block. */
export const TRON_PAYMENT_CHAIN_ID = 'TRC20'

/** What a fresh `npm run chain` has on its TRON side: anvil's two contracts, seen as T addresses. */
export const MOCK_TRON_DEFAULTS = {
  tokenAddress: 'TJhSSbZ8dVqtEiLYgva1WWcV4R4NkRCARH',
  serviceContract: 'TX7cLPN5XdNGBzyF9ti4nsHCPZhq7qqJ7C',
  requiredConfirmations: 2,
  explorerUrl: '',
  /** 100 TRX, in sun. */
  feeLimit: 100_000_000,
} as const

/** Turns the TRON node on (unset fields take MOCK_TRON_DEFAULTS) or off (null). Throws a RangeError naming a malformed setting. */
export async function setTronNode(settings: ({ fullHost: string } & Partial<MockTronNode>) | null, db: MockDb): Promise<MockTronNode | null> {
  const chain = db.config.chains.find((c) => c.id === TRON_PAYMENT_CHAIN_ID)
  if (settings === null) {
    db.tronNode = null
    if (chain) delete chain.payment
    return null
  }
  const node = { ...MOCK_TRON_DEFAULTS, ...settings }
  if (typeof node.fullHost !== 'string' || !/^https?:$/.test(URL.parse(node.fullHost)?.protocol ?? '')) throw new RangeError('fullHost must be an http(s) URL')
  if (!Number.isSafeInteger(node.requiredConfirmations) || node.requiredConfirmations < 1 || node.requiredConfirmations > 1000) throw new RangeError('requiredConfirmations must be an integer from 1 to 1000')
  if (!(await isTronAddress(node.tokenAddress))) throw new RangeError('tokenAddress must be a TRON address')
  if (!(await isTronAddress(node.serviceContract))) throw new RangeError('serviceContract must be a TRON address')
  if (!Number.isSafeInteger(node.feeLimit) || node.feeLimit < 1) throw new RangeError('feeLimit must be a positive integer (sun)')
  if (typeof node.explorerUrl !== 'string' || (node.explorerUrl && !URL.canParse(node.explorerUrl))) throw new RangeError("explorerUrl must be a URL or ''")
  const checked: MockTronNode = {
    fullHost: node.fullHost.replace(/\/$/, ''),
    tokenAddress: node.tokenAddress,
    serviceContract: node.serviceContract,
    requiredConfirmations: node.requiredConfirmations,
    explorerUrl: node.explorerUrl.replace(/\/$/, ''),
    feeLimit: node.feeLimit,
  }
  db.tronNode = checked
  if (chain?.kind === 'tron') chain.payment = tronPaymentOf(checked)
  return checked
}

function tronPaymentOf(node: MockTronNode): TronChainPayment {
  return {
    name: 'TRON (local)',
    fullHost: node.fullHost,
    explorerUrl: node.explorerUrl,
    serviceContract: node.serviceContract,
    tokens: [{ coin: 'USDT', address: node.tokenAddress, decimals: TOKEN_DECIMALS }],
    feeLimit: node.feeLimit,
    requiredConfirmations: node.requiredConfirmations,
  }
}

/** One call to the TRON node's HTTP API (`wallet/...`); a NodeError when it does not answer or answers an Error. */
export async function tronCall<T>(fullHost: string, path: string, body: unknown): Promise<T> {
  let answer: T & { Error?: string }
  try {
    const response = await fetch(`${fullHost}/${path}`, { method: 'POST', headers: NODE_HEADERS, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) })
    answer = (await response.json()) as typeof answer
  } catch (error) {
    throw new NodeError(`the TRON node at ${fullHost} does not answer (${String(error)})`)
  }
  if (answer.Error) throw new NodeError(`the TRON node refused ${path}: ${answer.Error}`)
  return answer
}

/** A TRON transaction's info as `gettransactioninfobyid` answers it (the fields the mock reads); {} before it is mined. */
export interface TronTransactionInfo {
  blockNumber?: number
  receipt?: { result?: string }
  log?: { address: string; topics: string[]; data: string }[]
}

export function tronTransactionInfo(fullHost: string, txID: string): Promise<TronTransactionInfo> {
  return tronCall<TronTransactionInfo>(fullHost, 'wallet/gettransactioninfobyid', { value: txID })
}

export async function tronLatestBlock(fullHost: string): Promise<number> {
  const block = await tronCall<{ block_header?: { raw_data?: { number?: number } } }>(fullHost, 'wallet/getnowblock', {})
  const number = block.block_header?.raw_data?.number
  if (typeof number !== 'number') throw new NodeError(`the TRON node at ${fullHost} gave no block number`)
  return number
}
