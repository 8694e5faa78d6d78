import * as v from 'valibot'
import { RPC } from '../../rpc-codes'
import { CLOSE_REASONS, ORDER_KINDS, ORDER_SIDES, ORDER_STATUSES } from '../trading'
import { BalanceAfter, count, decimal, decimalOrEmpty, isoTime, isoTimeOrEmpty, pageFields, paged } from './wire'

// The trading answers' schemas (docs/api.md section 10: 10063, 10064, 100655, 100666).

export const TradeOrderSchema = v.object({
  id: v.string(),
  symbol: v.string(),
  /** Price decimals of the instrument. */
  digits: count,
  side: v.picklist(ORDER_SIDES),
  kind: v.picklist(ORDER_KINDS),
  status: v.picklist(ORDER_STATUSES),
  volume: decimal,
  /** The fill price; for a pending order, the price it waits for. */
  openPrice: decimal,
  /** The price the position closed at; '' until closed. */
  closePrice: decimalOrEmpty,
  /** What the position would close at now (bid for a buy, ask for a sell); '' when not current. */
  currentPrice: decimalOrEmpty,
  /** '' when not set. */
  stopLoss: decimalOrEmpty,
  takeProfit: decimalOrEmpty,
  /** volume x openPrice, in USDT. */
  cost: decimal,
  /** USDT: at the current price while open, the settled result once closed, '0' otherwise. */
  profit: decimal,
  /** Why it closed; '' unless closed. */
  closeReason: v.picklist([...CLOSE_REASONS, '']),
  /** ISO 8601. `openedAt` is '' while pending; `closedAt` is '' until closed or cancelled. */
  createdAt: isoTime,
  openedAt: isoTimeOrEmpty,
  closedAt: isoTimeOrEmpty,
})

export const TradeOrderPageSchema = paged(TradeOrderSchema)

/** 10063, 100655 and 100666 answer the order and the USDT available balance after the write. */
export const TradeOrderResultSchema = v.object({ order: TradeOrderSchema, balance: BalanceAfter })

/** How much of an instrument one order may trade (10060 sends them with each quote). */
export const VolumeRulesEntries = { minVolume: decimal, maxVolume: decimal, volumeStep: decimal }

const orderFields = {
  symbol: v.string(),
  side: v.picklist(ORDER_SIDES),
  kind: v.picklist(ORDER_KINDS),
  volume: v.string(),
  stopLoss: v.string(),
  takeProfit: v.string(),
}

/** The trading codes: each one's form fields and the answer's `data` (contract/index.ts joins the areas). */
export const tradingContract = {
  [RPC.placeOrder]: { fields: v.object({ ...orderFields, price: v.optional(v.string()) }), data: TradeOrderResultSchema },
  [RPC.orders]: { fields: v.object({ scope: v.picklist(['current', 'history']), ...pageFields }), data: TradeOrderPageSchema },
  [RPC.modifyOrder]: { fields: v.object({ id: v.string(), stopLoss: v.string(), takeProfit: v.string() }), data: TradeOrderResultSchema },
  [RPC.closeOrder]: { fields: v.object({ id: v.string() }), data: TradeOrderResultSchema },
} as const
