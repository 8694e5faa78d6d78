import { isoTime } from '@/shared/lib/date'
import type { ExportColumn } from '@/shared/ui/export-csv-button'
import type { StakeRecord } from './api/staking-api'

/** The staking record's CSV columns (docs/architecture.md, "CSV export"): `rate` is the yearly percent, times in UTC. */
export const STAKE_COLUMNS: readonly ExportColumn<StakeRecord>[] = [
  { key: 'stakedAt', value: (r) => isoTime(r.stakedAt) },
  { key: 'coin', value: (r) => r.coin },
  { key: 'amount', value: (r) => r.amount },
  { key: 'days', value: (r) => String(r.days) },
  { key: 'yearlyRate', value: (r) => r.rate },
  { key: 'earnings', value: (r) => r.earnings },
  { key: 'expiresAt', value: (r) => isoTime(r.expiresAt) },
  { key: 'status', value: (r) => r.status },
  { key: 'redeemedAt', value: (r) => isoTime(r.redeemedAt ?? '') },
  { key: 'productId', value: (r) => r.productId },
  { key: 'id', value: (r) => r.id },
]
