import { compare, isValidAmount } from '@/shared/lib/decimal'
import { orderCost, stopsProblem, volumeProblem, type OrderKind, type OrderSide, type VolumeRules } from './api/trading-api'

// The trading area's rules: what the ticket and the modify sheet check before anything is sent.
// The server checks the same (the volume and stop rules are the contract's own functions).

export interface TicketInput {
  side: OrderSide
  kind: OrderKind
  volume: string
  price: string
  stopLoss: string
  takeProfit: string
}

export type TicketField = 'volume' | 'price' | 'stopLoss' | 'takeProfit'

type ErrorKey =
  | 'trade.error.volumeRequired'
  | 'trade.error.volumeRange'
  | 'trade.error.volumeStep'
  | 'trade.error.priceRequired'
  | 'trade.error.priceInvalid'
  | 'trade.error.priceDigits'
  | 'trade.error.limitBuy'
  | 'trade.error.limitSell'
  | 'trade.error.belowZero'
  | 'trade.error.insufficient'
  | `trade.error.${'stopLoss' | 'takeProfit'}.${OrderSide}`

/** An error: the message key and its values, for one field. */
export interface FieldError {
  field: TicketField
  key: ErrorKey
  values?: Record<string, string>
}

interface Market extends VolumeRules {
  bid: string
  ask: string
  /** Price decimals of the instrument: a pending price may have no more. */
  digits: number
}

/** The price an order enters at: the ask for a buy, the bid for a sell, or the pending order's own price. */
export function entryPrice(input: Pick<TicketInput, 'side' | 'kind' | 'price'>, market: Pick<Market, 'bid' | 'ask'>): string {
  if (input.kind === 'limit') return input.price.trim()
  return input.side === 'buy' ? market.ask : market.bid
}

/** Every problem of the ticket, at most one per field, in the order of the form. */
export function checkTicket(input: TicketInput, market: Market, available: string | undefined): FieldError[] {
  const errors: FieldError[] = []
  const volume = input.volume.trim()
  const volumeIssue = volumeProblem(volume, market)
  if (volumeIssue === 'required' || volumeIssue === 'invalid') errors.push({ field: 'volume', key: 'trade.error.volumeRequired' })
  else if (volumeIssue === 'range') errors.push({ field: 'volume', key: 'trade.error.volumeRange', values: { min: market.minVolume, max: market.maxVolume } })
  else if (volumeIssue === 'step') errors.push({ field: 'volume', key: 'trade.error.volumeStep', values: { step: market.volumeStep } })

  const price = input.price.trim()
  let entry = entryPrice(input, market)
  if (input.kind === 'limit') {
    if (!isValidAmount(price, 8) || compare(price, 0) <= 0) {
      errors.push({ field: 'price', key: 'trade.error.priceRequired' })
      entry = ''
    } else if (!isValidAmount(price, market.digits)) {
      errors.push({ field: 'price', key: 'trade.error.priceDigits', values: { digits: String(market.digits) } })
      entry = ''
    } else if (input.side === 'buy' && compare(price, market.ask) >= 0) {
      errors.push({ field: 'price', key: 'trade.error.limitBuy', values: { price: market.ask } })
    } else if (input.side === 'sell' && compare(price, market.bid) <= 0) {
      errors.push({ field: 'price', key: 'trade.error.limitSell', values: { price: market.bid } })
    }
  }
  if (entry) errors.push(...checkStops(input.side, entry, input.stopLoss, input.takeProfit))
  if (!volumeIssue && entry && available !== undefined && compare(orderCost(volume, entry), available) > 0) {
    errors.push({ field: 'volume', key: 'trade.error.insufficient' })
  }
  return errors
}

/** The stop loss and take profit against the entry price (spec section 5), one message for the first wrong one. */
export function checkStops(side: OrderSide, entry: string, stopLoss: string, takeProfit: string): FieldError[] {
  const issue = stopsProblem(side, entry, stopLoss, takeProfit)
  if (!issue) return []
  const { field, problem } = issue
  if (problem === 'belowZero') return [{ field, key: 'trade.error.belowZero' }]
  if (problem === 'invalid') return [{ field, key: 'trade.error.priceInvalid' }]
  return [{ field, key: `trade.error.${field}.${side}`, values: { price: entry } }]
}
