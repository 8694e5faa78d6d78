import { approveAmount, ensureChain, PaymentError, payService, planPayment, readAllowance, type PaymentPlan, type SentTransaction } from './payment'
import type { AnyPaymentRequest, PaymentRun } from './payment-steps'
import { isTronRequest } from './payment-steps'
import type { PaymentWallet } from './payment-wallet'
import { approveTron, payTron, planTronPayment, readTronAllowance, type SentTronTransaction, type TronPaymentRequest } from './tron-payment'

// What a payment step does on its chain: the one seam between the executor (payment-executor.ts),
// which runs the same steps on every chain, and the chain's own calls (payment.ts on an EVM chain,
// tron-payment.ts on TRON). A rail is made for one run and the session's wallet; asking it to send
// with a wallet of the other kind (or none) is a lookup failure, before anything opens.

export interface PaymentRail {
  /** The checks before the wallet opens (never talks to the wallet). */
  plan(mode: 'new' | 'resume' | 'giveBack'): Promise<PaymentPlan>
  /** The wallet on the payment's chain (EVM); nothing on TRON, where the node the config names builds and receives each transaction. */
  toChain(): Promise<void>
  /** An approval of exactly `units` (0 gives an allowance back). */
  approve(units: bigint): Promise<SentTransaction>
  pay(): Promise<SentTransaction>
  /** The service contract's allowance from the account now, read on the chain. */
  allowance(): Promise<bigint>
}

/** The rail of `run`'s chain, sending with `wallet`. */
export function railOf(run: PaymentRun, wallet: PaymentWallet | undefined): PaymentRail {
  const request: AnyPaymentRequest = run.request
  if (isTronRequest(request)) return tronRail(run, request, wallet)
  const provider = () => {
    if (wallet?.kind !== 'evm') throw new PaymentError('lookupFailed', new Error('No EVM wallet to pay with'))
    return wallet.provider
  }
  return {
    plan: (mode) => planPayment(request, mode),
    toChain: () => ensureChain(provider(), request.chain),
    approve: (units) => approveAmount(provider(), request, units),
    pay: () => payService(provider(), request),
    allowance: () => readAllowance(request),
  }
}

function tronRail(run: PaymentRun, request: TronPaymentRequest, wallet: PaymentWallet | undefined): PaymentRail {
  const tronWeb = () => {
    if (wallet?.kind !== 'tron') throw new PaymentError('lookupFailed', new Error('No TRON wallet to pay with'))
    return wallet.tronWeb
  }
  // TRON has no nonces (never judged replaced); its node tells a dropped one by the expiration.
  const tracked = (sent: SentTronTransaction): SentTransaction => ({
    hash: sent.txID,
    chainId: 0,
    from: sent.from,
    nonce: Number.MAX_SAFE_INTEGER,
    kind: sent.kind,
    tron: { chain: run.chainId, fullHost: request.chain.fullHost, expiration: sent.expiration },
  })
  return {
    plan: (mode) => planTronPayment(request, mode),
    toChain: async () => {},
    approve: async (units) => tracked(await approveTron(tronWeb(), request, units)),
    pay: async () => tracked(await payTron(tronWeb(), request)),
    allowance: () => readTronAllowance(request),
  }
}
