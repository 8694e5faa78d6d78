import { withdrawalTypedData, type WithdrawalMessage } from '@/shared/api/contract/withdrawal-typed-data'
import { useSessionStore } from '@/shared/stores/session-store'
import { injectedProvider, walletChainId } from './provider'
import { isUserRejection } from './wallet-error'

// The wallet's signature of one withdrawal as EIP-712 typed data (contract/withdraw-auth.ts), so
// what the wallet shows is the withdrawal's own figures. One request to the wallet, no library.

/** Why the wallet did not sign: cancelled by the user, a wallet that cannot sign typed data, no wallet, or another failure. */
export type SignProblem = 'cancelled' | 'unsupported' | 'noWallet' | 'failed'

export class WithdrawalSignError extends Error {
  readonly problem: SignProblem
  constructor(problem: SignProblem, cause?: unknown) {
    super(problem, { cause })
    this.name = 'WithdrawalSignError'
    this.problem = problem
  }
}

/** A wallet that does not know eth_signTypedData_v4 (EIP-1193 4200, JSON-RPC -32601, or says so). */
function isUnsupported(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | undefined
  return e?.code === 4200 || e?.code === -32601 || /not (supported|implemented)|does not support|unsupported/i.test(String(e?.message ?? ''))
}

/** The signature of `message` by the connected wallet, and the chain it was on (the domain names it); a WithdrawalSignError otherwise. */
export async function signWithdrawal(message: WithdrawalMessage): Promise<{ signature: string; chainId: number }> {
  const provider = injectedProvider()
  // A TRON session's wallet signs no EIP-712 typed data: said as such, not as a missing wallet.
  if (!provider) throw new WithdrawalSignError(useSessionStore.getState().walletType === 'tron' ? 'unsupported' : 'noWallet')
  try {
    const chainId = await walletChainId(provider)
    const signature = await provider.request({ method: 'eth_signTypedData_v4', params: [message.account, JSON.stringify(withdrawalTypedData(message, chainId))] })
    if (typeof signature !== 'string' || !/^0x[0-9a-f]{130}$/i.test(signature)) throw new WithdrawalSignError('failed')
    return { signature, chainId }
  } catch (error) {
    if (error instanceof WithdrawalSignError) throw error
    if (isUserRejection(error)) throw new WithdrawalSignError('cancelled', error)
    throw new WithdrawalSignError(isUnsupported(error) ? 'unsupported' : 'failed', error)
  }
}
