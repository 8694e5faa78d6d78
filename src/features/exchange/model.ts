import { compare } from '@/shared/lib/decimal'
import type { FieldError } from '@/shared/lib/field-error'
import { formatCoin, numberProblem } from '@/shared/lib/format'
import type { ExchangeQuote } from './api/exchange-api'

// The flash exchange rules: how a typed amount is checked before a quote is asked for.

/** What is wrong with the typed amount against the pair's limits and the available balance (once known), or undefined. */
export function checkExchangeAmount(text: string, pair: Pick<ExchangeQuote, 'min' | 'max' | 'from'>, available: string | undefined): FieldError | undefined {
  const amount = text.trim()
  const typed = numberProblem(amount, { empty: { key: 'exchange.error.empty' }, places: 8 })
  if (typed) return typed
  const limits = { min: formatCoin(pair.min), max: formatCoin(pair.max), coin: pair.from }
  if (compare(amount, pair.min) < 0) return { key: 'exchange.error.min', values: limits }
  if (compare(amount, pair.max) > 0) return { key: 'exchange.error.max', values: limits }
  if (available !== undefined && compare(available, amount) < 0) return { key: 'exchange.error.insufficient', values: limits }
  return undefined
}

/** The most that can be exchanged now: the balance, capped by the pair's maximum. */
export function maxExchange(pair: Pick<ExchangeQuote, 'max'>, available: string): string {
  return compare(available, pair.max) > 0 ? pair.max : available
}

/** Whole seconds a quote has left: its validity when the server answered, less the time since (never below zero). */
export function secondsLeft(expiresAt: string, serverTime: string, elapsedMs: number): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - Date.parse(serverTime) - Math.max(0, elapsedMs)) / 1000))
}
