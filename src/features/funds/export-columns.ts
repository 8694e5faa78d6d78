import { isoTime } from '@/shared/lib/date'
import type { ExportColumn } from '@/shared/ui/export-csv-button'
import type { FinanceRecord, Withdrawal } from './api/funds-api'

// The funds lists' CSV columns (docs/architecture.md, "CSV export"): the API's values as they
// arrive (decimal strings, machine values), times in UTC.

/**
 * The ledger (/finance, the earnings record): one line per movement of the available balance. Its
 * type and status carry the words the ledger's cards show beside the API's value, as the header
 * does: "Machine earnings (machineEarnings)", "Successful (successful)".
 */
export const LEDGER_COLUMNS: readonly ExportColumn<FinanceRecord>[] = [
  { key: 'time', value: (r) => isoTime(r.createdAt) },
  { key: 'type', value: (r) => r.type, valueLabel: { area: 'funds', key: (r) => `funds.type.${r.type}` } },
  { key: 'coin', value: (r) => r.coin },
  { key: 'amount', value: (r) => r.amount },
  { key: 'balance', value: (r) => r.balance },
  { key: 'status', value: (r) => r.status, valueLabel: { area: 'funds', key: (r) => `funds.status.${r.status}` } },
  { key: 'id', value: (r) => r.id },
  { key: 'refId', value: (r) => r.refId },
  { key: 'chain', value: (r) => r.deposit?.chain ?? '' },
  { key: 'txHash', value: (r) => r.deposit?.txHash ?? '' },
]

/** The deposit record (/rechargeRecord): deposits confirming and credited, with their chain transaction. */
export const DEPOSIT_COLUMNS: readonly ExportColumn<FinanceRecord>[] = [
  { key: 'time', value: (r) => isoTime(r.createdAt) },
  { key: 'coin', value: (r) => r.coin },
  { key: 'amount', value: (r) => r.amount },
  { key: 'status', value: (r) => r.status },
  { key: 'chain', value: (r) => r.deposit?.chain ?? '' },
  { key: 'txHash', value: (r) => r.deposit?.txHash ?? '' },
  { key: 'confirmations', value: (r) => (r.deposit ? String(r.deposit.confirmations) : '') },
  { key: 'requiredConfirmations', value: (r) => (r.deposit ? String(r.deposit.requiredConfirmations) : '') },
  { key: 'balance', value: (r) => r.balance },
  { key: 'id', value: (r) => r.id },
  { key: 'refId', value: (r) => r.refId },
]

/** The withdrawal record (/withdrawRecord): amount arriving, fee and total taken, in the coin. */
export const WITHDRAWAL_COLUMNS: readonly ExportColumn<Withdrawal>[] = [
  { key: 'time', value: (w) => isoTime(w.createdAt) },
  { key: 'coin', value: (w) => w.coin },
  { key: 'chain', value: (w) => w.chain },
  { key: 'address', value: (w) => w.address },
  { key: 'amount', value: (w) => w.amount },
  { key: 'fee', value: (w) => w.fee },
  { key: 'total', value: (w) => w.total },
  { key: 'status', value: (w) => w.status },
  { key: 'reason', value: (w) => w.reason ?? '' },
  { key: 'txHash', value: (w) => w.txHash },
  { key: 'id', value: (w) => w.id },
]
