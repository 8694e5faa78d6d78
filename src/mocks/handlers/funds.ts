import { encodeBase58, getAddress, getBytes, id as keccakText, parseUnits } from 'ethers'
import { RESP_CODES } from '@/shared/api/contract/envelope'
import { paymentRef } from '@/shared/api/contract/payment-ref'
import { LEDGER_TYPES, TX_HASH_PATTERN, type Balance, type Chain, type ChainPayment, type DepositAddress, type TronChainPayment, type FinanceRecord, type FinanceRecordPage, type LedgerType } from '@/shared/api/contract/funds'
import { RPC } from '@/shared/api/rpc-codes'
import { add, isPositive, isValidAmount, toDecimalString } from '@/shared/lib/decimal'
import { confirmationsAt, latestBlock, NodeError, receiptOf, TRON_PAYMENT_CHAIN_ID, tronLatestBlock, tronTransactionInfo } from '../chain-node'
import { evmAddressOf } from '@/shared/wallet/tron'
import { now, nowIso, onTimeReached } from '../clock'
import { nextSeq, type MockChainNode, type MockDb, type MockTronNode, type MockDeposit, type MockLedgerEntry, type MockUser } from '../db'
import { credit, ensureWallet } from '../ledger'
import { newestFirst, pageFields, paginate } from '../paging'
import type { MessageTemplate, MessageValues } from '../messages'
import { defineRpc, invalidParam, MockRpcError, requireField, requireUser, type RpcContext } from '../rpc'
import { EXCHANGE_TABLE, FUNDS_TABLE } from '../seed'

// Balances (10008), the ledger (10009) and deposits (10010, 10011). The balances change only through
// the ledger core (../ledger.ts); withdrawals (10050-10053) are in withdrawals.ts. A deposit reported
// on a chain with a `payment` block while a node is configured (../chain-node.ts) is checked on that
// node and confirms by its blocks; any other confirms on the mock clock.

function coinsOf(db: MockDb, user: MockUser): string[] {
  const held = db.balances.filter((b) => b.userId === user.id).map((b) => b.coin)
  return [...new Set([...db.config.coins, ...held])]
}

/** A chain of the config that carries `coin` (deposits and withdrawals both ask). */
export function chainOf(db: MockDb, id: string, coin: string): Chain {
  const chain = db.config.chains.find((c) => c.id === id)
  if (!chain) throw invalidParam('chain', 'unknown chain {chain}', { chain: id })
  if (!chain.coins.includes(coin)) throw invalidParam('coin', '{coin} does not travel on {chain}', { coin, chain: id })
  return chain
}

/** The confirmations a deposit on `chain` waits for: the node's while it checks that chain's payments, else the chain's own. */
function requiredConfirmationsOf(db: MockDb, chain: Chain): number {
  const node = chain.kind === 'tron' ? db.tronNode : db.chainNode
  return node && chain.payment ? node.requiredConfirmations : FUNDS_TABLE.chains[chain.id].requiredConfirmations
}

/** A positive decimal amount field with at most `decimals` places. */
export function amountField(ctx: RpcContext, decimals: number): string {
  const amount = requireField(ctx, 'amount')
  if (!isValidAmount(amount, decimals) || !isPositive(amount)) throw invalidParam('amount', 'must be a positive decimal with at most {places} places', { places: decimals })
  return toDecimalString(amount)
}

/** The user's deposit address on a chain: the same on every call, valid for the chain (checksums included). */
export async function depositAddressOf(userId: string, chain: Chain): Promise<string> {
  const body = keccakText(`deposit:${userId}:${chain.id}`).slice(-40)
  if (chain.kind === 'evm') return getAddress(`0x${body}`)
  // TRON: base58check of 0x41 + 20 bytes (WebCrypto, which every host of the mock has).
  const payload = Uint8Array.from(getBytes(`0x41${body}`))
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await crypto.subtle.digest('SHA-256', payload)))
  return encodeBase58(Uint8Array.from([...payload, ...digest.slice(0, 4)]))
}

/** Blocks seen on top of a deposit's transaction at the mock clock's now (on the node: as last read there). */
function confirmationsOf(d: MockDeposit, at: number): number {
  if (d.entryId) return d.requiredConfirmations
  if (d.onChain) return d.onChain.confirmations
  return Math.min(d.requiredConfirmations, Math.max(0, Math.floor((at - Date.parse(d.createdAt)) / d.blockMs)))
}

function depositDueAt(d: MockDeposit): number {
  return Date.parse(d.createdAt) + d.requiredConfirmations * d.blockMs
}

function depositInfo(d: MockDeposit, at: number) {
  return { chain: d.chain, txHash: d.txHash, confirmations: confirmationsOf(d, at), requiredConfirmations: d.requiredConfirmations }
}

/** A deposit still confirming, as a finance record: not booked, so no balance after it. */
function pendingDepositRecord(d: MockDeposit, at: number): FinanceRecord {
  return { id: d.id, type: 'deposit', coin: d.coin, amount: d.amount, balance: '', status: 'submitted', createdAt: d.createdAt, refId: d.id, deposit: depositInfo(d, at) }
}

/** Books a deposit: its amount credited with a `deposit` entry, now. */
function creditDeposit(db: MockDb, d: MockDeposit): MockLedgerEntry {
  const entry = credit(db, d.userId, { type: 'deposit', coin: d.coin, amount: d.amount, refId: d.id })
  d.entryId = entry.id
  d.creditedAt = nowIso()
  return entry
}

// Deposits are credited at their last confirmation (those checked on a node: by its blocks, below).
onTimeReached('deposits', {
  due: (db) => db.deposits.reduce<number | null>((at, d) => (d.entryId || d.onChain ? at : Math.min(at ?? Infinity, depositDueAt(d))), null),
  run: (db, at) => {
    for (const d of db.deposits) {
      if (d.entryId || d.onChain || depositDueAt(d) > at) continue
      creditDeposit(db, d)
    }
  },
})

/**
 * The user's deposits checked on the node, brought up to its latest block: confirmations =
 * latest - receipt block + 1 (at most the required), credited once they reach the required. Run
 * when the user reads balances (10008) or records (10009), so a screen that refetches sees them
 * rise. A node that does not answer leaves them as they were; so does a node turned off.
 */
async function refreshChainDeposits(db: MockDb, userId: string): Promise<void> {
  const waiting = db.deposits.filter((d) => d.userId === userId && d.onChain && !d.entryId)
  // Each chain's deposits by its own node's latest block: the EVM node's, or the TRON node's.
  const nodes = [
    { latest: db.chainNode ? () => latestBlock(db.chainNode!.rpcUrl) : null, of: (d: MockDeposit) => d.chain !== TRON_PAYMENT_CHAIN_ID },
    { latest: db.tronNode ? () => tronLatestBlock(db.tronNode!.fullHost) : null, of: (d: MockDeposit) => d.chain === TRON_PAYMENT_CHAIN_ID },
  ]
  for (const node of nodes) {
    if (!node.latest || !waiting.some(node.of)) continue
    let latest: number
    try {
      latest = await node.latest()
    } catch (error) {
      if (error instanceof NodeError) continue
      throw error
    }
    // After the await: another request may have credited some meanwhile (entryId is checked again).
    for (const d of db.deposits) {
      if (d.userId !== userId || !d.onChain || d.entryId || !node.of(d)) continue
      d.onChain.confirmations = confirmationsAt(d.onChain.blockNumber, latest, d.requiredConfirmations)
      if (d.onChain.confirmations >= d.requiredConfirmations) creditDeposit(db, d)
    }
  }
}

/** Paid(address indexed payer, address indexed token, uint256 amount, bytes32 indexed ref) of the service contract. */
const PAID_TOPIC = keccakText('Paid(address,address,uint256,bytes32)')

const paymentRefused = (why: MessageTemplate, values?: MessageValues) => new MockRpcError(RESP_CODES.paymentNotFound, why, values)

/** The coin's token on a payment chain and the reported amount in its units; 1003 for a coin without one or an amount it cannot carry. */
function paidToken<T extends { coin: string; decimals: number }>(tokens: T[], coin: string, amount: string): { token: T; units: bigint } {
  const token = tokens.find((t) => t.coin === coin)
  if (!token) throw invalidParam('coin', '{coin} is not paid through the service contract on this chain', { coin })
  try {
    return { token, units: parseUnits(amount, token.decimals) }
  } catch {
    throw invalidParam('amount', '{coin} has at most {places} places on this chain', { coin, places: token.decimals })
  }
}

/** What a node answered for a report; 3010 "could not be checked" when it did not answer. */
async function readNode<T>(reading: Promise<T>): Promise<T> {
  try {
    return await reading
  } catch (error) {
    if (error instanceof NodeError) throw paymentRefused('The transaction could not be checked: {why}', { why: error.message })
    throw error
  }
}

/** A Paid log read from a transaction, its addresses in one comparable form (the chain's). */
interface PaidLog {
  payer: string
  token: string
  amount: bigint
  ref: string
  logIndex: number
}

/** The Paid log that is this report's (all fields equal, `ref` compared in lower case); 3010 saying what differs otherwise. */
function matchingPaid(paid: PaidLog[], wanted: Omit<PaidLog, 'logIndex'>, coin: string, amount: string): PaidLog {
  if (paid.length === 0) throw paymentRefused('The transaction holds no payment to the service contract')
  const match = paid.find((p) => p.payer === wanted.payer && p.token === wanted.token && p.amount === wanted.amount && p.ref.toLowerCase() === wanted.ref.toLowerCase())
  if (match) return match
  const first = paid[0]
  if (first.payer !== wanted.payer) throw paymentRefused('The payment was made by another account')
  if (first.token !== wanted.token) throw paymentRefused('The payment is not in {coin}', { coin })
  if (first.amount !== wanted.amount) throw paymentRefused("The payment's amount is not {amount} {coin}", { amount, coin })
  throw paymentRefused("The payment's reference is not this account's")
}

/**
 * The report of a payment through the service contract, checked on the node (docs/api.md 10011):
 * the transaction's receipt holds a Paid log of the configured contract with payer = the user,
 * token = the coin's configured token, amount = the reported amount in token units and ref =
 * paymentRef(user id). Answers that log's block and index and its confirmations now; throws 3010
 * saying what is missing or wrong otherwise (1003 for an amount the token cannot carry).
 */
async function checkPayment(node: MockChainNode, payment: ChainPayment, user: MockUser, coin: string, amount: string, txHash: string): Promise<NonNullable<MockDeposit['onChain']>> {
  const { token, units } = paidToken(payment.tokens, coin, amount)
  const [receipt, latest] = await readNode(Promise.all([receiptOf(node.rpcUrl, txHash), latestBlock(node.rpcUrl)]))
  if (!receipt) throw paymentRefused('Transaction not found on the chain (not mined yet, or on another chain)')
  if (BigInt(receipt.status) !== 1n) throw paymentRefused('The transaction failed on the chain')
  // Addresses compared in lower case: a log's topics carry no checksum.
  const topicAddress = (topic: string | undefined) => `0x${(topic ?? '').slice(-40)}`.toLowerCase()
  const paid = receipt.logs
    .filter((log) => log.address.toLowerCase() === node.serviceContract.toLowerCase() && log.topics[0] === PAID_TOPIC && log.topics.length === 4)
    .map((log) => ({ payer: topicAddress(log.topics[1]), token: topicAddress(log.topics[2]), amount: BigInt(log.data), ref: log.topics[3], logIndex: Number(BigInt(log.logIndex)) }))
  const match = matchingPaid(paid, { payer: user.address.toLowerCase(), token: token.address.toLowerCase(), amount: units, ref: paymentRef(user.id) }, coin, amount)
  const blockNumber = Number(BigInt(receipt.blockNumber))
  return { blockNumber, logIndex: match.logIndex, confirmations: confirmationsAt(blockNumber, latest, node.requiredConfirmations) }
}

/**
 * The report of a TRON payment through the service contract on TRON, checked on the TRON node
 * (docs/api.md 10011, "on TRON"): the transaction's info (`gettransactioninfobyid`) says SUCCESS and
 * holds a Paid log of the service contract with payer = the user's T address, token = the coin's
 * TRC-20 contract, amount in token units and ref = paymentRef(user id). TRON's logs name addresses
 * by their 20 bytes, so each T address is compared by its 20 bytes.
 */
async function checkTronPayment(node: MockTronNode, payment: TronChainPayment, user: MockUser, coin: string, amount: string, txID: string): Promise<NonNullable<MockDeposit['onChain']>> {
  const { token, units } = paidToken(payment.tokens, coin, amount)
  const [info, latest] = await readNode(Promise.all([tronTransactionInfo(node.fullHost, txID), tronLatestBlock(node.fullHost)]))
  if (info.blockNumber === undefined) throw paymentRefused('Transaction not found on the chain (not mined yet, or on another chain)')
  if (info.receipt?.result !== 'SUCCESS') throw paymentRefused('The transaction failed on the chain')
  // A T address's 20 bytes, lower-case hex without 0x: how TRON's logs write addresses.
  const bytesOf = async (tron: string) => (await evmAddressOf(tron)).slice(2).toLowerCase()
  const [service, tokenBytes, payer] = await Promise.all([bytesOf(payment.serviceContract), bytesOf(token.address), user.address.startsWith('T') ? bytesOf(user.address) : Promise.resolve('')])
  const topicBytes = (topic: string | undefined) => (topic ?? '').slice(-40).toLowerCase()
  const paid = (info.log ?? [])
    .map((log, logIndex) => ({ log, logIndex }))
    .filter(({ log }) => log.address.toLowerCase().slice(-40) === service && `0x${log.topics[0]}` === PAID_TOPIC && log.topics.length === 4)
    .map(({ log, logIndex }) => ({ payer: topicBytes(log.topics[1]), token: topicBytes(log.topics[2]), amount: BigInt(`0x${log.data || '0'}`), ref: `0x${log.topics[3]}`, logIndex }))
  const match = matchingPaid(paid, { payer, token: tokenBytes, amount: units, ref: paymentRef(user.id) }, coin, amount)
  return { blockNumber: info.blockNumber, logIndex: match.logIndex, confirmations: confirmationsAt(info.blockNumber, latest, node.requiredConfirmations) }
}

/** A booked ledger entry as a finance record (with its deposit's chain facts on a deposit entry). */
function bookedRecord(db: MockDb, e: MockLedgerEntry, at: number): FinanceRecord {
  const deposit = e.type === 'deposit' && e.refId ? db.deposits.find((d) => d.id === e.refId) : undefined
  return {
    id: e.id,
    type: e.type,
    coin: e.coin,
    amount: e.amount,
    balance: e.balance,
    status: e.status,
    createdAt: e.createdAt,
    refId: e.refId ?? '',
    ...(deposit ? { deposit: depositInfo(deposit, at) } : {}),
  }
}

export const fundsRpcs = [
  defineRpc(RPC.balances, async (ctx): Promise<{ list: Balance[] }> => {
    const user = requireUser(ctx)
    const { db } = ctx
    await refreshChainDeposits(db, user.id)
    ensureWallet(db, user.id)
    return {
      list: coinsOf(db, user).map((coin) => {
        const row = db.balances.find((b) => b.userId === user.id && b.coin === coin)
        const available = row?.available ?? '0'
        const frozen = row?.frozen ?? '0'
        return { coin, available, frozen, total: add(available, frozen), price: EXCHANGE_TABLE.prices[coin] ?? '0' }
      }),
    }
  }),

  defineRpc(RPC.financeRecords, async (ctx): Promise<FinanceRecordPage> => {
    const user = requireUser(ctx)
    const { db } = ctx
    // One type, or several separated by commas (the earnings record asks for its five).
    const types = (ctx.fields.type ?? '').split(',').map((t) => t.trim()).filter(Boolean)
    const coin = ctx.fields.coin?.trim().toUpperCase() ?? ''
    for (const type of types) if (!LEDGER_TYPES.includes(type as LedgerType)) throw invalidParam('type', 'unknown ledger type {type}', { type })
    const paging = pageFields(ctx)
    await refreshChainDeposits(db, user.id)
    ensureWallet(db, user.id)
    const at = now()
    const wanted = (type: string, c: string) => (types.length === 0 || types.includes(type)) && (!coin || c === coin)
    const booked = db.ledger.filter((e) => e.userId === user.id && wanted(e.type, e.coin)).map((e) => bookedRecord(db, e, at))
    const pending = db.deposits.filter((d) => d.userId === user.id && !d.entryId && wanted('deposit', d.coin)).map((d) => pendingDepositRecord(d, at))
    const rows = [...booked, ...pending].sort(newestFirst((r) => r.createdAt))
    return paginate(rows, paging, (r) => r)
  }),

  defineRpc(RPC.depositAddress, async (ctx): Promise<DepositAddress> => {
    const user = requireUser(ctx)
    const coin = requireField(ctx, 'coin').toUpperCase()
    const chain = chainOf(ctx.db, requireField(ctx, 'chain'), coin)
    return { chain: chain.id, coin, address: await depositAddressOf(user.id, chain), requiredConfirmations: requiredConfirmationsOf(ctx.db, chain) }
  }),

  defineRpc(RPC.submitDeposit, async (ctx): Promise<{ record: FinanceRecord }> => {
    const user = requireUser(ctx)
    const { db } = ctx
    const coin = requireField(ctx, 'coin').toUpperCase()
    const chain = chainOf(db, requireField(ctx, 'chain'), coin)
    const amount = amountField(ctx, 8)
    const txHash = requireField(ctx, 'txHash')
    if (!TX_HASH_PATTERN[chain.kind].test(txHash)) throw invalidParam('txHash', 'not a {chain} transaction hash', { chain: chain.id })
    const refuseReported = () => {
      if (db.deposits.some((d) => d.chain === chain.id && d.txHash.toLowerCase() === txHash.toLowerCase())) {
        throw new MockRpcError(RESP_CODES.duplicateTx, 'This transaction was reported already')
      }
    }
    refuseReported()
    ensureWallet(db, user.id)

    // On a chain the wallet pays on, with a node configured, the payment must be on the node and it
    // confirms by the node's blocks; elsewhere by the mock clock (FUNDS_TABLE).
    const node = db.chainNode
    const tronNode = db.tronNode
    const onChain =
      node && chain.kind === 'evm' && chain.payment
        ? await checkPayment(node, chain.payment, user, coin, amount, txHash)
        : tronNode && chain.kind === 'tron' && chain.payment
          ? await checkTronPayment(tronNode, chain.payment, user, coin, amount, txHash)
          : undefined
    // The same hash may have been reported while the node was being read.
    if (onChain) refuseReported()
    const deposit: MockDeposit = {
      id: `D${nextSeq(db)}`,
      userId: user.id,
      chain: chain.id,
      coin,
      amount,
      txHash,
      requiredConfirmations: requiredConfirmationsOf(db, chain),
      blockMs: onChain ? 0 : FUNDS_TABLE.chains[chain.id].blockSeconds * 1000,
      createdAt: nowIso(),
      entryId: null,
      creditedAt: null,
      ...(onChain ? { onChain } : {}),
    }
    db.deposits.push(deposit)
    // Reported late, with its confirmations already in: booked at once.
    if (onChain && onChain.confirmations >= deposit.requiredConfirmations) return { record: bookedRecord(db, creditDeposit(db, deposit), now()) }
    return { record: pendingDepositRecord(deposit, Date.parse(deposit.createdAt)) }
  }),
]
