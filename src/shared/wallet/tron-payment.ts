import { formatUnits, id as keccakText } from 'ethers'
import type { PaymentToken, TronChainPayment } from '@/shared/api/contract/funds'
import { PaymentError, plannedSends, tokenUnits, type PaymentPlan } from './payment'
import { checkTronTargets, tronPinOf } from './payment-targets'
import { evmAddressOf } from './tron'
import { isTronRejection, type InjectedTronWeb, type SignedTronTransaction } from './tron-wallet'

// What a wallet payment does on TRON (issue 45), step for step as payment.ts does it on an EVM
// chain: the checks before the wallet opens, read through the config's TRON HTTP API (`fullHost`),
// so the wallet is not asked anything for a payment that would fail; an approval of the service
// contract for exactly the amount (TRC-20 `approve`, or back to 0); the service contract's pay();
// and a transaction's state, final once mined: SUCCESS, or REVERT, OUT_OF_ENERGY and the like,
// which are failures never sent again by themselves. Each transaction is built by the config's node
// and checked against what was asked, only signed by the wallet (its own tronWeb: our bundle carries
// no tronweb), checked again, and broadcast to the config's node: whatever network the wallet is on,
// the payment goes where it is followed. Amounts cross this module as decimal strings in the coin's
// unit; inside, token units and sun are bigints. The executor runs these through its TRON rail
// (payment-rail.ts), in the same steps as on an EVM chain.

/** One payment on TRON: the TRON twin of payment.ts's PaymentRequest (its addresses are T addresses). */
export interface TronPaymentRequest {
  chain: Pick<TronChainPayment, 'name' | 'fullHost' | 'explorerUrl' | 'feeLimit'>
  token: PaymentToken
  /** The service contract on TRON (the chain's `payment.serviceContract`). */
  service: string
  /** The paying account, the wallet's T address. */
  account: string
  /** In the coin's unit, a decimal string ("250"). */
  amount: string
  /** paymentRef(user id): the bytes32 the Paid event carries. */
  ref: string
}

/** TRX has 6 decimals: 1 TRX is 1,000,000 sun. */
const TRX_DECIMALS = 6

/** A TRON transaction the wallet broadcast: what is followed until it is final. */
export interface SentTronTransaction {
  txID: string
  from: string
  kind: 'approve' | 'reset' | 'pay'
  /** Epoch ms after which a transaction not in a block never will be (its raw_data.expiration). */
  expiration: number
}

/** A TRON transaction as its node sees it now. */
export type TronTransactionState =
  | { status: 'pending' }
  /** Not in a block, and past its expiration: it never will be. */
  | { status: 'dropped' }
  | { status: 'confirmed'; confirmations: number }
  /** Mined and failed: `result` is TRON's (REVERT, OUT_OF_ENERGY, ...). Final. */
  | { status: 'failed'; result: string }

/** One POST to the TRON HTTP API at `fullHost`; throws on an HTTP error or an `Error` answer. */
async function tronApi<T>(fullHost: string, path: string, body: object): Promise<T> {
  const response = await fetch(`${fullHost.replace(/\/$/, '')}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`)
  const answer = (await response.json()) as T & { Error?: unknown }
  if (answer.Error) throw new Error(`${path}: ${String(answer.Error)}`)
  return answer
}

/** A 32-byte ABI word of a T address (its 20 bytes, left-padded). */
async function addressWord(tron: string): Promise<string> {
  return (await evmAddressOf(tron)).slice(2).toLowerCase().padStart(64, '0')
}

/**
 * A read-only call of `contract` (triggerconstantcontract): its answer and the energy it used.
 * Throws when it reverted: a reverted call still answers "result: true", with the revert data as
 * its answer; its transaction's ret FAILED, or a message, says so. Read as a number it would be a
 * made-up balance.
 */
async function constantCall(fullHost: string, contract: string, selector: string, words: string[], owner: string): Promise<{ answer: string; energy: unknown }> {
  const answer = await tronApi<{ result?: { result?: boolean; message?: string; code?: string }; constant_result?: string[]; energy_used?: unknown; transaction?: { ret?: { ret?: string }[] } }>(fullHost, 'wallet/triggerconstantcontract', {
    owner_address: owner,
    contract_address: contract,
    function_selector: selector,
    parameter: words.join(''),
    visible: true,
  })
  const failed = answer.result?.result !== true || answer.result.message !== undefined || answer.result.code !== undefined || answer.transaction?.ret?.some((r) => r.ret === 'FAILED')
  if (failed) throw new Error(`${selector}: reverted`)
  return { answer: answer.constant_result?.[0] ?? '', energy: answer.energy_used }
}

/** A read-only call's first 32-byte answer as a number. */
async function readUint(fullHost: string, contract: string, selector: string, words: string[], owner: string): Promise<bigint> {
  const { answer } = await constantCall(fullHost, contract, selector, words, owner)
  if (!/^[0-9a-fA-F]{64}$/.test(answer)) throw new Error(`${selector}: no answer`)
  return BigInt(`0x${answer}`)
}

/** The energy a call of `contract` would use now (triggerconstantcontract's energy_used); throws when it would revert. */
async function readEnergy(fullHost: string, contract: string, selector: string, words: string[], owner: string): Promise<bigint> {
  const { energy } = await constantCall(fullHost, contract, selector, words, owner)
  if (typeof energy !== 'number' || !Number.isSafeInteger(energy) || energy < 0) throw new Error(`${selector}: no energy estimate`)
  return BigInt(energy)
}

/** The sun one unit of energy burns now (chain parameter getEnergyFee). */
async function readEnergyFee(fullHost: string): Promise<bigint> {
  const answer = await tronApi<{ chainParameter?: { key?: string; value?: number }[] }>(fullHost, 'wallet/getchainparameters', {})
  const fee = answer.chainParameter?.find((p) => p.key === 'getEnergyFee')?.value
  if (typeof fee !== 'number' || !Number.isSafeInteger(fee) || fee <= 0) throw new Error('getchainparameters: no getEnergyFee')
  return BigInt(fee)
}

/** The energy the account has from staking or renting, left for today (0 when it has none). */
async function readOwnEnergy(fullHost: string, account: string): Promise<bigint> {
  const answer = await tronApi<{ EnergyLimit?: number; EnergyUsed?: number }>(fullHost, 'wallet/getaccountresource', { address: account, visible: true })
  const left = (answer.EnergyLimit ?? 0) - (answer.EnergyUsed ?? 0)
  return Number.isSafeInteger(left) && left > 0 ? BigInt(left) : 0n
}

/** The account's TRX, in sun ({} for an account that never received anything: 0). */
async function readSun(fullHost: string, account: string): Promise<bigint> {
  const answer = await tronApi<{ balance?: number }>(fullHost, 'wallet/getaccount', { address: account, visible: true })
  return BigInt(answer.balance ?? 0)
}

/** balanceOf(account) of the TRC-20 contract `token` (T addresses), read through fullHost (token units); throws when it cannot be read. */
export async function readTrc20Balance(fullHost: string, token: string, account: string): Promise<bigint> {
  return readUint(fullHost, token, 'balanceOf(address)', [await addressWord(account)], account)
}

/** The service contract's allowance from the account now, read through fullHost (token units). */
export async function readTronAllowance(request: TronPaymentRequest): Promise<bigint> {
  try {
    return await readUint(request.chain.fullHost, request.token.address, 'allowance(address,address)', [await addressWord(request.account), await addressWord(request.service)], request.account)
  } catch (error) {
    throw new PaymentError('lookupFailed', error)
  }
}

/** Energy pay() uses after its approval, when it cannot be estimated yet (a TRC-20 transferFrom and an event), with room. */
const PAY_ENERGY_AFTER_APPROVAL = 130_000n
/** TRX a transaction may burn for its bandwidth once the account's free bandwidth is used up (about 350 bytes at 1,000 sun). */
const BANDWIDTH_SUN = 400_000n

/**
 * The checks before the wallet opens, as planPayment (payment.ts) makes them: the token's decimals
 * and balance, the allowance, and the TRX the sends will burn: each one's energy (estimated by the
 * node; pay() after an approval at a fixed, generous figure) less the energy the account has staked
 * or rented, at the chain's energy price, never more than the fee limit, and its bandwidth. Below
 * that, `insufficientNative` ("insufficient TRX balance"). Never talks to the wallet.
 */
export async function planTronPayment(request: TronPaymentRequest, mode: 'new' | 'resume' | 'giveBack' = 'new'): Promise<PaymentPlan> {
  // Giving an allowance back (an approval of 0) is safe whoever the spender is.
  if (mode !== 'giveBack') await pinnedTronRequest(request)
  const { fullHost } = request.chain
  const amount = tokenUnits(request)
  let decimals: bigint, balance: bigint, allowance: bigint, sun: bigint, energyFee: bigint, ownEnergy: bigint
  try {
    ;[decimals, balance, allowance, sun, energyFee, ownEnergy] = await Promise.all([
      readUint(fullHost, request.token.address, 'decimals()', [], request.account),
      readTrc20Balance(fullHost, request.token.address, request.account),
      readTronAllowance(request),
      readSun(fullHost, request.account),
      readEnergyFee(fullHost),
      readOwnEnergy(fullHost, request.account),
    ])
  } catch (error) {
    throw error instanceof PaymentError ? error : new PaymentError('lookupFailed', error)
  }
  const sends = plannedSends(request, mode, { decimals, balance, allowance })
  let fee = 0n
  try {
    const serviceWord = await addressWord(request.service)
    for (const send of sends) {
      const energy =
        send !== 'pay'
          ? await readEnergy(fullHost, request.token.address, 'approve(address,uint256)', [serviceWord, uintWord(send === 'reset' ? 0n : amount)], request.account)
          : sends.length > 1
            ? PAY_ENERGY_AFTER_APPROVAL
            : await readEnergy(fullHost, request.service, 'pay(address,uint256,bytes32)', await payWords(request), request.account)
      const used = energy < ownEnergy ? energy : ownEnergy
      ownEnergy -= used
      const burnt = (energy - used) * energyFee
      fee += (burnt < BigInt(request.chain.feeLimit) ? burnt : BigInt(request.chain.feeLimit)) + BANDWIDTH_SUN
    }
  } catch (error) {
    throw new PaymentError('lookupFailed', error)
  }
  const feeText = formatUnits(fee, TRX_DECIMALS)
  if (sun < fee) throw new PaymentError('insufficientNative', undefined, { fee: feeText })
  return { amount, allowance, sends, fee, feeText }
}

/** TRON's hex form of a T address: 41 and its 20 bytes, as a node writes addresses in raw_data. */
async function tronHex(tron: string): Promise<string> {
  return `41${(await evmAddressOf(tron)).slice(2).toLowerCase()}`
}

/** A transaction as the node builds it (the fields checked before the wallet signs it). */
interface BuiltTransaction {
  txID?: string
  raw_data?: {
    contract?: { type?: string; parameter?: { value?: { owner_address?: string; contract_address?: string; data?: string; call_value?: number } } }[]
    fee_limit?: number
    expiration?: number
  }
}

/**
 * Builds one call of `contract` on the config's node, has the wallet sign it (and nothing else),
 * and broadcasts it there. The node's transaction is checked against what was asked before the
 * wallet sees it (owner, contract, call data, no TRX sent, the fee limit), and the signed one
 * against the built one after. A broadcast whose answer is unclear (a time-out, a duplicate)
 * still hands back its txID: the node may have it, and its state decides (never a second payment).
 */
async function sendTron(tronWeb: InjectedTronWeb, request: TronPaymentRequest, contract: string, signature: string, words: string[], kind: SentTronTransaction['kind'], failed: 'approvalFailed' | 'transactionFailed'): Promise<SentTronTransaction> {
  const sign = tronWeb.trx?.sign
  if (!sign) throw new PaymentError('lookupFailed', new Error('The wallet has no tronWeb to sign with'))
  // The wallet's account must be the payer's (a TRON wallet may have switched since the checks).
  if (tronWeb.defaultAddress?.base58 !== request.account) throw new PaymentError('accountChanged')
  const { fullHost, feeLimit } = request.chain
  const data = `${keccakText(signature).slice(2, 10)}${words.join('')}`
  let built: BuiltTransaction
  try {
    const [owner, target] = await Promise.all([tronHex(request.account), tronHex(contract)])
    const answer = await tronApi<{ result?: { result?: boolean }; transaction?: BuiltTransaction }>(fullHost, 'wallet/triggersmartcontract', {
      owner_address: owner,
      contract_address: target,
      function_selector: signature,
      parameter: words.join(''),
      fee_limit: feeLimit,
      call_value: 0,
    })
    built = answer.transaction ?? {}
    const call = built.raw_data?.contract?.[0]
    const value = call?.parameter?.value
    const asked =
      answer.result?.result === true &&
      built.raw_data?.contract?.length === 1 &&
      call?.type === 'TriggerSmartContract' &&
      value?.owner_address?.toLowerCase() === owner &&
      value.contract_address?.toLowerCase() === target &&
      value.data?.toLowerCase() === data &&
      !value.call_value &&
      built.raw_data?.fee_limit === feeLimit &&
      typeof built.raw_data.expiration === 'number' &&
      typeof built.txID === 'string' &&
      /^[0-9a-f]{64}$/i.test(built.txID)
    if (!asked) throw new Error(`the node built another transaction than ${signature}`)
  } catch (error) {
    throw new PaymentError('lookupFailed', error)
  }
  let signed: SignedTronTransaction
  try {
    signed = await sign.call(tronWeb.trx, built)
  } catch (error) {
    if (isTronRejection(error)) throw new PaymentError('cancelled', error)
    throw new PaymentError(failed, error)
  }
  if (signed?.txID !== built.txID || JSON.stringify(signed.raw_data) !== JSON.stringify(built.raw_data)) throw new PaymentError(failed, new Error('The wallet signed another transaction'))
  const sent: SentTronTransaction = { txID: built.txID!, from: request.account, kind, expiration: built.raw_data!.expiration! }
  const answer = await tronApi<{ result?: boolean; code?: string }>(fullHost, 'wallet/broadcasttransaction', signed).catch(() => null)
  // Refused for sure (a bad signature, an expired or invalid transaction): nothing went out.
  if (answer && answer.result !== true && answer.code !== 'DUP_TRANSACTION_ERROR') throw new PaymentError(failed, new Error(`broadcast refused: ${String(answer.code ?? '')}`))
  return sent
}

/** A 32-byte ABI word of an amount. */
const uintWord = (units: bigint) => units.toString(16).padStart(64, '0')

/** pay(token, amount, ref)'s arguments as ABI words. */
async function payWords(request: TronPaymentRequest): Promise<string[]> {
  if (!/^0x[0-9a-fA-F]{64}$/.test(request.ref)) throw new PaymentError('lookupFailed', new Error('The payment reference is not a bytes32'))
  return [await addressWord(request.token.address), uintWord(tokenUnits(request)), request.ref.slice(2).toLowerCase()]
}

/** Approves the service contract for exactly `units` (never more; 0 gives an allowance back), in the wallet. */
export async function approveTron(tronWeb: InjectedTronWeb, request: TronPaymentRequest, units: bigint): Promise<SentTronTransaction> {
  return sendTron(tronWeb, request, request.token.address, 'approve(address,uint256)', [await addressWord(request.service), uintWord(units)], units === 0n ? 'reset' : 'approve', 'approvalFailed')
}

/** Calls the service contract's pay(token, amount, ref), in the wallet. */
export async function payTron(tronWeb: InjectedTronWeb, request: TronPaymentRequest): Promise<SentTronTransaction> {
  return sendTron(tronWeb, request, request.service, 'pay(address,uint256,bytes32)', await payWords(request), 'pay', 'transactionFailed')
}

/**
 * Refuses (`targetRefused`, before the wallet opens) a request whose service contract, token or
 * fullHost are not the build's TRON pin (payment-targets.ts); a production build pays on TRON only
 * with one.
 */
async function pinnedTronRequest(request: TronPaymentRequest): Promise<void> {
  const checked = await checkTronTargets(request, await tronPinOf(import.meta.env), import.meta.env.PROD)
  if (checked.ok) return
  console.warn(`[payment] refused: the config's TRON payment targets (${checked.reason})`)
  throw new PaymentError('targetRefused')
}

/** How long past its expiration a transaction not found is taken as dropped (the node may lag a moment). */
const DROPPED_AFTER_MS = 60_000

/** The node's latest block: its number and its time (epoch ms). */
async function nowBlock(fullHost: string): Promise<{ number: number; timestamp: number }> {
  const block = await tronApi<{ block_header?: { raw_data?: { number?: number; timestamp?: number } } }>(fullHost, 'wallet/getnowblock', {})
  const { number, timestamp } = block.block_header?.raw_data ?? {}
  if (typeof number !== 'number' || typeof timestamp !== 'number') throw new Error('getnowblock: no block number or time')
  return { number, timestamp }
}

/**
 * Where `tx` stands now on the chain, read through fullHost (gettransactioninfobyid, getnowblock).
 * A transaction not in a block is dropped once the chain's own time (its latest block's, as the
 * expiration is) is past its expiration: never the device's clock, which may run ahead of it.
 */
export async function tronTransactionState(fullHost: string, tx: Pick<SentTronTransaction, 'txID' | 'expiration'>): Promise<TronTransactionState> {
  const [info, latest] = await Promise.all([tronApi<{ blockNumber?: number; receipt?: { result?: string } }>(fullHost, 'wallet/gettransactioninfobyid', { value: tx.txID }), nowBlock(fullHost)])
  if (typeof info.blockNumber !== 'number') return latest.timestamp > tx.expiration + DROPPED_AFTER_MS ? { status: 'dropped' } : { status: 'pending' }
  // Only an explicit SUCCESS is one: a contract call's info always says how it ended.
  const result = info.receipt?.result
  if (result !== 'SUCCESS') return { status: 'failed', result: typeof result === 'string' ? result : 'UNKNOWN' }
  return { status: 'confirmed', confirmations: Math.max(1, latest.number - info.blockNumber + 1) }
}
