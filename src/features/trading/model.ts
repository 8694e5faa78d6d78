import { checkStops } from '@/shared/ui/modify-order-sheet'
import { compare, withThousands } from '@/shared/lib/decimal'
import type { FieldError } from '@/shared/lib/field-error'
import { numberProblem } from '@/shared/lib/format'
import { orderCost, volumeProblem, type NewOrder, type VolumeRules } from './api/trading-api'

// The trading area's rules: what the ticket and the modify sheet check before anything is sent.
// The server checks the same (the volume and stop rules are the contract's own functions).

export type TicketField = 'volume' | 'price' | 'stopLoss' | 'takeProfit'

/** An error of one field of the ticket or the modify sheet. */
export interface TicketError extends FieldError {
  field: TicketField
}

interface Market extends VolumeRules {
  bid: string
  ask: string
  /** Price decimals of the instrument: a pending price may have no more. */
  digits: number
}

/** The price an order enters at: the ask for a buy, the bid for a sell, or the pending order's own price. */
export function entryPrice(input: Pick<NewOrder, 'side' | 'kind' | 'price'>, market: Pick<Market, 'bid' | 'ask'>): string {
  if (input.kind === 'limit') return input.price.trim()
  return input.side === 'buy' ? market.ask : market.bid
}

/** Every problem of the ticket, at most one per field, in the order of the form. */
export function checkTicket(input: NewOrder, market: Market, available: string | undefined): TicketError[] {
  const errors: TicketError[] = []
  const volume = input.volume.trim()
  // A typed value that is not a number says what is wrong with it; the market's own rules come after.
  const volumeTyped = numberProblem(volume, { empty: { key: 'trade.error.volumeRequired' }, places: 8 })
  const volumeIssue = volumeTyped ? null : volumeProblem(volume, market)
  if (volumeTyped) errors.push({ field: 'volume', ...volumeTyped })
  else if (volumeIssue === 'range') errors.push({ field: 'volume', key: 'trade.error.volumeRange', values: { min: market.minVolume, max: market.maxVolume } })
  else if (volumeIssue === 'step') errors.push({ field: 'volume', key: 'trade.error.volumeStep', values: { step: market.volumeStep } })

  const price = input.price.trim()
  let entry = entryPrice(input, market)
  if (input.kind === 'limit') {
    const priceTyped = numberProblem(price, { empty: { key: 'trade.error.priceRequired' }, places: market.digits })
    if (priceTyped) {
      errors.push({ field: 'price', ...priceTyped })
      entry = ''
    } else if (input.side === 'buy' && compare(price, market.ask) >= 0) {
      errors.push({ field: 'price', key: 'trade.error.limitBuy', values: { price: withThousands(market.ask) } })
    } else if (input.side === 'sell' && compare(price, market.bid) <= 0) {
      errors.push({ field: 'price', key: 'trade.error.limitSell', values: { price: withThousands(market.bid) } })
    }
  }
  if (entry) errors.push(...checkStops(input.side, entry, input.stopLoss, input.takeProfit))
  if (!volumeTyped && !volumeIssue && entry && available !== undefined && compare(orderCost(volume, entry), available) > 0) {
    errors.push({ field: 'volume', key: 'trade.error.insufficient' })
  }
  return errors
}
