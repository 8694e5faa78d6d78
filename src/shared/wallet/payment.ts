import { BrowserProvider, Contract, formatUnits, parseUnits, type Eip1193Provider as EthersEip1193, type TransactionRequest } from 'ethers'
import type { ChainPayment, PaymentToken } from '@/shared/api/contract/funds'
import { isUserRejection } from './wallet-error'
import type { Eip1193Provider } from './provider'

// Paying from the wallet on an EVM chain (design.md section 5): the right chain, the checks before
// the wallet opens (enough coin, enough native coin for the fee), an approval of the service
// contract for exactly the amount when its allowance is short, then the service contract's pay().
// Loaded only when a payment starts (it imports ethers). Amounts cross this module as decimal
// strings in the coin's unit; inside, token units are bigints.

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
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function approve(address spender, uint256 amount) returns (bool)',
]
const SERVICE_ABI = ['function pay(address token, uint256 amount, bytes32 ref)']

const toHexChainId = (chainId: number) => `0x${chainId.toString(16)}`

/** The wallet's chain id. */
export async function walletChainId(provider: Eip1193Provider): Promise<number> {
  return Number(BigInt(String(await provider.request({ method: 'eth_chainId' }))))
}

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
  /** The service contract's allowance now; an approval of exactly `amount` is needed when it is short. */
  allowance: bigint
  needsApproval: boolean
  /** The estimated fee of the approval (if needed) and the payment, in the native coin's smallest unit, and as a decimal string. */
  fee: bigint
  feeText: string
}

function signerSide(provider: Eip1193Provider) {
  return new BrowserProvider(provider as EthersEip1193)
}

/**
 * The checks before the wallet opens: reads the token and native balances and the allowance, and
 * estimates the fee. Throws `insufficientToken`, `insufficientNative` or `lookupFailed`; never
 * opens the wallet. The wallet must already be on `request.chain` (ensureChain).
 */
export async function planPayment(provider: Eip1193Provider, request: PaymentRequest): Promise<PaymentPlan> {
  const browser = signerSide(provider)
  const amount = parseUnits(request.amount, request.token.decimals)
  const token = new Contract(request.token.address, ERC20_ABI, browser)
  let balance: bigint, allowance: bigint, native: bigint, gasPrice: bigint
  try {
    ;[balance, allowance, native, gasPrice] = await Promise.all([
      token.balanceOf(request.account) as Promise<bigint>,
      token.allowance(request.account, request.service) as Promise<bigint>,
      browser.getBalance(request.account),
      browser.getFeeData().then((f) => f.maxFeePerGas ?? f.gasPrice ?? 0n),
    ])
  } catch (error) {
    throw new PaymentError('lookupFailed', error)
  }
  if (balance < amount) throw new PaymentError('insufficientToken')

  const needsApproval = allowance < amount
  let gas: bigint
  try {
    const approveGas = needsApproval ? await browser.estimateGas(approveTx(request, amount)) : 0n
    // Without the approval mined, pay() would revert in an estimate: a payment after an approval
    // is estimated at a fixed, generous limit instead (an ERC-20 transferFrom and an event).
    const payGas = needsApproval ? PAY_GAS_AFTER_APPROVAL : await browser.estimateGas(payTx(request, amount, request.ref))
    gas = approveGas + payGas
  } catch (error) {
    throw new PaymentError('lookupFailed', error)
  }
  const fee = gas * gasPrice
  const feeText = formatUnits(fee, request.chain.nativeCurrency.decimals)
  if (native < fee) throw new PaymentError('insufficientNative', undefined, { fee: feeText })
  return { amount, allowance, needsApproval, fee, feeText }
}

/** pay()'s gas when it cannot be estimated yet (before its approval is mined). */
const PAY_GAS_AFTER_APPROVAL = 120_000n

function approveTx(request: PaymentRequest, amount: bigint): TransactionRequest {
  const data = new Contract(request.token.address, ERC20_ABI).interface.encodeFunctionData('approve', [request.service, amount])
  return { from: request.account, to: request.token.address, data }
}

function payTx(request: PaymentRequest, amount: bigint, ref: string): TransactionRequest {
  const data = new Contract(request.service, SERVICE_ABI).interface.encodeFunctionData('pay', [request.token.address, amount, ref])
  return { from: request.account, to: request.service, data }
}

/** A transaction the wallet accepted: what the tracker follows until it is final. */
export interface SentTransaction {
  hash: string
  chainId: number
  from: string
  nonce: number
  kind: 'approve' | 'pay'
}

async function send(provider: Eip1193Provider, chainId: number, tx: TransactionRequest, kind: SentTransaction['kind'], failed: PaymentProblem): Promise<SentTransaction> {
  const browser = signerSide(provider)
  try {
    const signer = await browser.getSigner(String(tx.from))
    const sent = await signer.sendTransaction(tx)
    return { hash: sent.hash, chainId, from: sent.from, nonce: sent.nonce, kind }
  } catch (error) {
    throw walletProblem(error, failed)
  }
}

/** Approves the service contract for exactly the plan's amount (never more), in the wallet. */
export function approveExact(provider: Eip1193Provider, request: PaymentRequest, plan: PaymentPlan): Promise<SentTransaction> {
  return send(provider, request.chain.chainId, approveTx(request, plan.amount), 'approve', 'approvalFailed')
}

/** Calls the service contract's pay(token, amount, ref), in the wallet. */
export function payService(provider: Eip1193Provider, request: PaymentRequest, plan: PaymentPlan): Promise<SentTransaction> {
  return send(provider, request.chain.chainId, payTx(request, plan.amount, request.ref), 'pay', 'transactionFailed')
}
