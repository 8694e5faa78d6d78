import { isoTime } from '@/shared/lib/date'
import type { ExportColumn } from '@/shared/ui/export-csv-button'
import type { TradeOrder } from './api/trading-api'

/** The order history's CSV columns (docs/architecture.md, "CSV export"): cost and profit in USDT, '' where the API says "not set". */
export const ORDER_COLUMNS: readonly ExportColumn<TradeOrder>[] = [
  { key: 'time', value: (o) => isoTime(o.createdAt) },
  { key: 'symbol', value: (o) => o.symbol },
  { key: 'side', value: (o) => o.side },
  { key: 'kind', value: (o) => o.kind },
  { key: 'status', value: (o) => o.status },
  { key: 'volume', value: (o) => o.volume },
  { key: 'openPrice', value: (o) => o.openPrice },
  { key: 'closePrice', value: (o) => o.closePrice },
  { key: 'stopLoss', value: (o) => o.stopLoss },
  { key: 'takeProfit', value: (o) => o.takeProfit },
  { key: 'cost', value: (o) => o.cost },
  { key: 'profit', value: (o) => o.profit },
  { key: 'closeReason', value: (o) => o.closeReason },
  { key: 'openedAt', value: (o) => isoTime(o.openedAt) },
  { key: 'closedAt', value: (o) => isoTime(o.closedAt) },
  { key: 'id', value: (o) => o.id },
]
