import { useSyncExternalStore } from 'react'
import { selectIsConnected, useSessionStore } from '@/shared/stores/session-store'
import { injectedProvider, subscribeWalletChoice, type Eip1193Provider } from './provider'
import type { InjectedTronWeb } from './tron-wallet'

// The wallet that pays in this session, whichever kind it is: the EVM wallet (EIP-1193), or in a
// TRON session the TRON wallet's own tronWeb (it signs what the config's node built). The payment
// executor runs the same steps on either (payment-executor.ts); a screen offers a payment on the
// chains of its kind only. The wallet itself is found when a payment starts (use-wallet-payment.ts):
// this module stays small, for the screens.

export type PaymentWallet = { kind: 'evm'; provider: Eip1193Provider } | { kind: 'tron'; tronWeb: InjectedTronWeb }

/** The kind of chain the session's wallet pays on. */
export type PaymentWalletKind = PaymentWallet['kind']

/** What kind of wallet pays in this session: an EVM one, a TRON one (the session says so), or none (no wallet, or not connected). */
export function paymentWalletKind(): PaymentWalletKind | undefined {
  if (injectedProvider()) return 'evm'
  const session = useSessionStore.getState()
  return selectIsConnected(session) && session.walletType === 'tron' ? 'tron' : undefined
}

/** Hear both things the session's wallet depends on: the wallet chosen, and the session. */
function subscribe(listener: () => void): () => void {
  const stopChoice = subscribeWalletChoice(listener)
  const stopSession = useSessionStore.subscribe(listener)
  return () => {
    stopChoice()
    stopSession()
  }
}

/** The kind of wallet that pays in this session, for a screen (rendered again when the wallet or the session changes). */
export function usePaymentWalletKind(): PaymentWalletKind | undefined {
  return useSyncExternalStore(subscribe, paymentWalletKind, () => undefined)
}
