import { compare, isValidAmount } from '@/shared/lib/decimal'
import type { ExchangeQuote } from './api/exchange-api'

// The flash exchange rules: how a typed amount is checked before a quote is asked for.

export type ExchangeCheck = { ok: true } | { ok: false; key: 'exchange.error.empty' | 'exchange.error.min' | 'exchange.error.max' | 'exchange.error.insufficient' }

/** The typed amount against the pair's limits and the available balance (once known). */
export function checkExchangeAmount(text: string, pair: Pick<ExchangeQuote, 'min' | 'max'>, available: string | undefined): ExchangeCheck {
  const amount = text.trim()
  if (!isValidAmount(amount, 8) || compare(amount, 0) <= 0) return { ok: false, key: 'exchange.error.empty' }
  if (compare(amount, pair.min) < 0) return { ok: false, key: 'exchange.error.min' }
  if (compare(amount, pair.max) > 0) return { ok: false, key: 'exchange.error.max' }
  if (available !== undefined && compare(available, amount) < 0) return { ok: false, key: 'exchange.error.insufficient' }
  return { ok: true }
}

/** The most that can be exchanged now: the balance, capped by the pair's maximum. */
export function maxExchange(pair: Pick<ExchangeQuote, 'max'>, available: string): string {
  return compare(available, pair.max) > 0 ? pair.max : available
}

/** Whole seconds a quote has left: its validity when the server answered, less the time since (never below zero). */
export function secondsLeft(expiresAt: string, serverTime: string, elapsedMs: number): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - Date.parse(serverTime) - Math.max(0, elapsedMs)) / 1000))
}
