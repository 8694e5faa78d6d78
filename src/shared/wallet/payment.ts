import { BrowserProvider, Contract, formatUnits, JsonRpcProvider, Network, parseUnits, type Eip1193Provider as EthersEip1193, type TransactionRequest } from 'ethers'
import type { ChainPayment, PaymentToken } from '@/shared/api/contract/funds'
import { checkTargets, pinsOf } from './payment-targets'
import { isUserRejection } from './wallet-error'
import { walletChainId, type Eip1193Provider } from './provider'

// What a wallet payment does on an EVM chain (design.md section 5), one call per step: the checks
// before the wallet opens (read through the chain's RPC URL from the config, so the wallet is not
// asked even to switch chains for a payment that would fail), the right chain, an approval of the
// service contract for exactly the amount (or back to 0), and the service contract's pay(). The
// order, the tracking and the resuming are the executor's (payment-executor.ts). Loaded only when a
// payment starts (it imports ethers). Amounts cross this module as decimal strings in the coin's
// unit; inside, token units are bigints.

/** An EVM chain the app can pay on, as the config describes it (00000 `chains[].payment`). */
export type PaymentChain = Pick<ChainPayment, 'chainId' | 'name' | 'nativeCurrency' | 'rpcUrl' | 'explorerUrl'>
export type { PaymentToken }

/** What went wrong, each with the message the screen shows (spec section 8). */
export type PaymentProblem =
  /** The user said no in the wallet (4001): calm, nothing was charged. */
  | 'cancelled'
  /** A request is already waiting in the wallet (-32002). */
  | 'walletBusy'
  /** The wallet would not switch to (or add) the payment chain. */
  | 'switchFailed'
  /** "failed to get wallet account, ETH or {coin}": a balance or allowance could not be read. */
  | 'lookupFailed'
  /** "insufficient {coin} balance". */
  | 'insufficientToken'
  /** "insufficient ETH balance": not enough native coin for the estimated fee. */
  | 'insufficientNative'
  /** "contract authorization failed": the approval was refused by the chain. */
  | 'approvalFailed'
  /** "contract transaction failed": the payment was refused by the chain. */
  | 'transactionFailed'
  /** Another payment from this account to the same contract and coin is under way (this tab or another). */
  | 'paymentRunning'
  /** A payment to finish whose approval is no longer there (spent or given back): nothing is sent. */
  | 'allowanceGone'
  /** The config names another service contract, token or RPC URL than the build pins (payment-targets.ts): the wallet is not opened. */
  | 'targetRefused'
  /** The wallet moved to another chain after the checks: nothing is sent on it. */
  | 'chainChanged'
  /** The wallet's selected account is not the signed-in one any more (a TRON wallet): nothing is sent. */
  | 'accountChanged'

export class PaymentError extends Error {
  constructor(
    readonly problem: PaymentProblem,
    cause?: unknown,
    /** What the message names: for `insufficientNative`, the estimated fee in the native coin (decimal string). */
    readonly detail: { fee?: string } = {},
  ) {
    super(problem, { cause })
    this.name = 'PaymentError'
  }
}

/** The error a wallet request failed with, as a payment problem: rejection and "already pending" first. */
function walletProblem(error: unknown, otherwise: PaymentProblem): PaymentError {
  if (isUserRejection(error)) return new PaymentError('cancelled', error)
  if (rpcCode(error) === -32002) return new PaymentError('walletBusy', error)
  return new PaymentError(otherwise, error)
}

function rpcCode(error: unknown): unknown {
  const e = error as { code?: unknown; error?: { code?: unknown }; info?: { error?: { code?: unknown } } } | undefined
  return typeof e?.code === 'number' ? e.code : (e?.error?.code ?? e?.info?.error?.code)
}

const ERC20_ABI = [
  'function decimals() view returns (uint8)',
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function approve(address spender, uint256 amount) returns (bool)',
]
const SERVICE_ABI = ['function pay(address token, uint256 amount, bytes32 ref)']

const toHexChainId = (chainId: number) => `0x${chainId.toString(16)}`


/**
 * Puts the wallet on `chain`: wallet_switchEthereumChain, and when the wallet does not know the
 * chain (4902, or another error than a rejection, as some wallets answer) wallet_addEthereumChain.
 */
export async function ensureChain(provider: Eip1193Provider, chain: PaymentChain): Promise<void> {
  if ((await walletChainId(provider).catch(() => 0)) === chain.chainId) return
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: toHexChainId(chain.chainId) }] })
    return
  } catch (error) {
    if (isUserRejection(error) || rpcCode(error) === -32002) throw walletProblem(error, 'switchFailed')
  }
  try {
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: toHexChainId(chain.chainId),
          chainName: chain.name,
          nativeCurrency: chain.nativeCurrency,
          rpcUrls: [chain.rpcUrl],
          blockExplorerUrls: chain.explorerUrl ? [chain.explorerUrl] : [],
        },
      ],
    })
  } catch (error) {
    throw walletProblem(error, 'switchFailed')
  }
  // Adding switches in most wallets; a wallet that only adds is asked once more.
  if ((await walletChainId(provider).catch(() => 0)) !== chain.chainId) {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: toHexChainId(chain.chainId) }] }).catch((error: unknown) => {
      throw walletProblem(error, 'switchFailed')
    })
  }
}

export interface PaymentRequest {
  chain: PaymentChain
  token: PaymentToken
  /** The service contract (config `serviceContract`) that receives the payment. */
  service: string
  /** The paying account, as the wallet gave it. */
  account: string
  /** In the coin's unit, a decimal string ("250", "12.5"). */
  amount: string
  /** The bytes32 reference the contract's event carries, so the backend attributes the payment: paymentRef(user id) (contract/funds.ts). */
  ref: string
}

/** What a payment will do, worked out before the wallet opens. */
export interface PaymentPlan {
  /** Token units. */
  amount: bigint
  /** The service contract's allowance now. */
  allowance: bigint
  /**
   * The wallet transactions still to send, in order: an allowance left by something else is set
   * back to 0 first (some tokens, USDT on Ethereum among them, refuse to change one allowance into
   * another), then the exact approval, then the payment. A payment resumed after its approval
   * confirmed sends only the payment.
   */
  sends: ('reset' | 'approve' | 'pay')[]
  /** The estimated fee of those transactions, in the native coin's smallest unit, and as a decimal string. */
  fee: bigint
  feeText: string
}

function signerSide(provider: Eip1193Provider) {
  return new BrowserProvider(provider as EthersEip1193)
}

/** Reads the payment chain through the RPC URL the config names: no wallet involved. */
function chainReader(chain: PaymentChain): JsonRpcProvider {
  const network = Network.from(chain.chainId)
  return new JsonRpcProvider(chain.rpcUrl, network, { staticNetwork: network, batchMaxCount: 1 })
}

/**
 * The checks before the wallet opens, read on the payment chain through its RPC URL: the token and
 * native balances, the allowance and the fee of what is left to send. `mode`: a new payment;
 * `resume`, one whose own approval confirmed (only pay() is left while the allowance covers it);
 * `giveBack`, an allowance set back to 0 (no coin needed, only the fee). Throws `insufficientToken`,
 * `insufficientNative` or `lookupFailed`; never talks to the wallet.
 */
export async function planPayment(start: PaymentRequest, mode: 'new' | 'resume' | 'giveBack' = 'new'): Promise<PaymentPlan> {
  // Giving an allowance back (an approval of 0) is safe whoever the spender is.
  const request = mode === 'giveBack' ? start : pinnedRequest(start)
  const node = chainReader(request.chain)
  try {
    const amount = tokenUnits(request)
    const token = new Contract(request.token.address, ERC20_ABI, node)
    let balance: bigint, allowance: bigint, native: bigint, gasPrice: bigint, decimals: bigint
    try {
      ;[decimals, balance, allowance, native, gasPrice] = await Promise.all([
        token.decimals() as Promise<bigint>,
        token.balanceOf(request.account) as Promise<bigint>,
        token.allowance(request.account, request.service) as Promise<bigint>,
        node.getBalance(request.account),
        node.getFeeData().then((f) => f.maxFeePerGas ?? f.gasPrice ?? 0n),
      ])
    } catch (error) {
      throw new PaymentError('lookupFailed', error)
    }
    const sends = plannedSends(request, mode, { decimals, balance, allowance })
    let gas = 0n
    try {
      for (const send of sends) {
        // Without the approval mined, pay() would revert in an estimate: a payment after an
        // approval is estimated at a fixed, generous limit instead (an ERC-20 transferFrom and an event).
        if (send === 'pay') gas += sends.length > 1 ? PAY_GAS_AFTER_APPROVAL : await node.estimateGas(payTx(request, amount))
        else gas += await node.estimateGas(approveTx(request, send === 'reset' ? 0n : amount))
      }
    } catch (error) {
      throw new PaymentError('lookupFailed', error)
    }
    const fee = gas * gasPrice
    const feeText = formatUnits(fee, request.chain.nativeCurrency.decimals)
    if (native < fee) throw new PaymentError('insufficientNative', undefined, { fee: feeText })
    return { amount, allowance, sends, fee, feeText }
  } finally {
    node.destroy()
  }
}

/**
 * What a payment has left to send, from what its chain says now (EVM or TRON alike): a new one
 * approves (setting an allowance left by something else back to 0 first), a resumed one whose
 * allowance covers it only pays, a give-back resets. Throws `targetRefused` when the token's
 * contract has other decimals than the config gives it (the screen would show one amount and the
 * wallet approve and pay another), `insufficientToken` when the balance is short.
 */
export function plannedSends(request: Pick<PaymentRequest, 'amount' | 'token'>, mode: 'new' | 'resume' | 'giveBack', chain: { decimals: bigint; balance: bigint; allowance: bigint }): PaymentPlan['sends'] {
  const amount = tokenUnits(request)
  const { decimals, balance, allowance } = chain
  if (mode === 'giveBack') return allowance > 0n ? ['reset'] : []
  if (decimals !== BigInt(request.token.decimals)) {
    console.warn(`[payment] refused: the config gives ${request.token.coin} ${request.token.decimals} decimals, its contract ${decimals}`)
    throw new PaymentError('targetRefused')
  }
  if (balance < amount) throw new PaymentError('insufficientToken')
  return mode === 'resume' && allowance >= amount ? ['pay'] : allowance > 0n ? ['reset', 'approve', 'pay'] : ['approve', 'pay']
}

/**
 * The request with checksummed addresses, when its service contract, token and RPC URL are the ones
 * this build pins for its chain (payment-targets.ts); `targetRefused` otherwise. A production build
 * pays only on a pinned chain.
 */
export function pinnedRequest(request: PaymentRequest): PaymentRequest {
  const checked = checkTargets(request, pinsOf(import.meta.env), import.meta.env.PROD)
  if (checked.ok) return checked.request
  console.warn(`[payment] refused: the config's payment targets for chain ${request.chain.chainId} (${checked.reason})`)
  throw new PaymentError('targetRefused')
}

/** The request's amount in token units. */
export function tokenUnits(request: Pick<PaymentRequest, 'amount' | 'token'>): bigint {
  return parseUnits(request.amount, request.token.decimals)
}

/** The service contract's allowance from `request.account` now, read through the RPC URL (token units). */
export async function readAllowance(request: PaymentRequest): Promise<bigint> {
  const node = chainReader(request.chain)
  try {
    return (await new Contract(request.token.address, ERC20_ABI, node).allowance(request.account, request.service)) as bigint
  } catch (error) {
    throw new PaymentError('lookupFailed', error)
  } finally {
    node.destroy()
  }
}

/** pay()'s gas when it cannot be estimated yet (before its approval is mined). */
const PAY_GAS_AFTER_APPROVAL = 120_000n

function approveTx(request: PaymentRequest, amount: bigint): TransactionRequest {
  const data = new Contract(request.token.address, ERC20_ABI).interface.encodeFunctionData('approve', [request.service, amount])
  return { from: request.account, to: request.token.address, data }
}

function payTx(request: PaymentRequest, amount: bigint): TransactionRequest {
  const data = new Contract(request.service, SERVICE_ABI).interface.encodeFunctionData('pay', [request.token.address, amount, request.ref])
  return { from: request.account, to: request.service, data }
}

/** A transaction the wallet accepted: what the tracker follows until it is final. */
export interface SentTransaction {
  /** On TRON, its txID. */
  hash: string
  /** The EVM chain id; 0 on TRON. */
  chainId: number
  from: string
  /** The EVM nonce; on TRON (no nonces) Number.MAX_SAFE_INTEGER: never judged replaced. */
  nonce: number
  /** `reset`: an approval back to 0 (an allowance given back). */
  kind: 'approve' | 'reset' | 'pay'
  /** A TRON transaction: read through its node; dropped once past its expiration (epoch ms) and not in a block. */
  tron?: { chain: string; fullHost: string; expiration: number }
}

async function send(provider: Eip1193Provider, chainId: number, tx: TransactionRequest, kind: SentTransaction['kind'], failed: PaymentProblem): Promise<SentTransaction> {
  // The chain is read again right before each send (the user may have switched since the checks),
  // and the request names its chain, so a wallet that moved in between refuses it too.
  const walletChain = await walletChainId(provider).catch((error: unknown) => {
    throw walletProblem(error, 'lookupFailed')
  })
  if (walletChain !== chainId) throw new PaymentError('chainChanged')
  const browser = signerSide(provider)
  try {
    const signer = await browser.getSigner(String(tx.from))
    const sent = await signer.sendTransaction({ ...tx, chainId })
    return { hash: sent.hash, chainId, from: sent.from, nonce: sent.nonce, kind }
  } catch (error) {
    throw walletProblem(error, failed)
  }
}

/** Approves the service contract for exactly `amount` token units (never more; 0 gives an allowance back), in the wallet. */
export function approveAmount(provider: Eip1193Provider, request: PaymentRequest, amount: bigint): Promise<SentTransaction> {
  return send(provider, request.chain.chainId, approveTx(request, amount), amount === 0n ? 'reset' : 'approve', 'approvalFailed')
}

/** Calls the service contract's pay(token, amount, ref), in the wallet. */
export function payService(provider: Eip1193Provider, request: PaymentRequest): Promise<SentTransaction> {
  return send(provider, request.chain.chainId, payTx(request, tokenUnits(request)), 'pay', 'transactionFailed')
}
