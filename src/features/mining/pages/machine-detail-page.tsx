import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from '@/shared/router'
import { errorMessage } from '@/shared/api/present-error'
import { formatLocalDateTime } from '@/shared/lib/date'
import { PATHS } from '@/shared/paths'
import { Skeleton } from '@/shared/ui/skeleton'
import { ErrorState, RefreshFailed } from '@/shared/ui/states'
import { formatCoin, formatMoney, formatPercent } from '@/shared/lib/format'
import type { Machine } from '../api/mining-api'
import { BuyPanel } from '../components/buy-panel'
import { EarningsEstimate } from '../components/earnings-estimate'
import { ParamGroup, type Param } from '../components/param-group'
import { PhaseBadge } from '../components/phase-badge'
import { useMachine } from '../hooks/use-mining'
import '../mining.css'
import { buyableQuantity, estimateEarnings, isSharedType, priceLabelKey } from '../model'

export default function MachineDetailPage() {
  const { t, i18n } = useTranslation()
  const [params] = useSearchParams()
  const id = params.get('id')?.trim() ?? ''
  const machine = useMachine(id)
  const [quantity, setQuantity] = useState('1')

  if (machine.isPending) {
    return (
      <div className="page mining">
        <Skeleton rows={4} />
      </div>
    )
  }
  // No data: the load failed, or there is no such machine. A failed refresh keeps the machine shown.
  if (!machine.data) {
    return (
      <div className="page mining">
        <ErrorState
          message={machine.isError ? errorMessage(machine.error) : t('mining.detail.notFound')}
          onRetry={machine.isError ? () => void machine.refetch() : undefined}
        />
        <Link to={PATHS.miningMall} className="btn btn--ghost btn--block">
          {t('mining.detail.backToMall')}
        </Link>
      </div>
    )
  }

  const m = machine.data
  // The estimate follows the quantity typed, or one unit while it is not a quantity one can buy
  // (not a whole number from 1, or more than is left).
  const units = buyableQuantity(quantity, m.remaining) ?? '1'
  return (
    <div className="page mining">
      <RefreshFailed query={machine} />
      <header className="card mining-detail__head">
        <div className="mining-card__head">
          <h2 className="mining-detail__title">{m.name}</h2>
          <PhaseBadge machine={m} />
        </div>
        <p className="mining-card__price">
          <span className="muted">{t(priceLabelKey(m))}</span>
          <strong>
            <bdi>
              {formatMoney(m.price)} {m.priceCoin}
            </bdi>
          </strong>
        </p>
      </header>
      <ParamGroup id="params-important" title={t('mining.detail.important')} params={importantParams(m, t)} />
      {/* Shares of one machine (joint venture, share) have their own parameters; the others a price. */}
      <ParamGroup
        id="params-sale"
        title={isSharedType(m.type) ? t('mining.detail.jointVenture') : t('mining.detail.sale')}
        params={saleParams(m, t, i18n.language)}
      />
      <ParamGroup id="params-hardware" title={t('mining.detail.hardware')} params={hardwareParams(m, t)} />
      <EarningsEstimate machine={m} units={units} />
      <BuyPanel machine={m} quantity={quantity} onQuantityChange={setQuantity} />
    </div>
  )
}

// TFunction, as elsewhere: ReturnType<typeof useTranslation>['t'] instantiates the whole key union
// again and runs past TypeScript's depth limit once the keys grow.
type T = TFunction

function importantParams(m: Machine, t: T): Param[] {
  const estimate = estimateEarnings(m, '1')
  const type = t(`mining.type.${m.type}`)
  return [
    { label: t('mining.field.name'), value: m.name },
    { label: t('mining.field.type'), value: type },
    { label: t('mining.field.coin'), value: m.coin },
    { label: t('mining.field.hashrate'), value: `${formatCoin(m.hashrate)} ${m.hashrateUnit}` },
    { label: t('mining.field.power'), value: `${formatCoin(m.power)} W` },
    { label: t('mining.field.powerRatio'), value: `${m.powerRatio} J/TH` },
    { label: t('mining.field.cycle'), value: t('mining.value.days', { count: m.cycleDays }) },
    { label: t('mining.field.boost'), value: t('mining.value.percent', { value: formatPercent(m.boost) }) },
    { label: t('mining.field.dailyOutput'), value: `${formatCoin(m.dailyOutput)} ${m.coin}` },
    // The estimate's own numbers: the return over the machine's cycle, and the same spread over a year.
    { label: t('mining.field.cycleReturn'), value: t('mining.value.percent', { value: formatPercent(estimate.cycleReturn) }) },
    { label: t('mining.field.annualisedReturn'), value: t('mining.value.percent', { value: formatPercent(estimate.annualisedReturn) }) },
  ]
}

function saleParams(m: Machine, t: T, language: string): Param[] {
  const rows: Param[] = [
    { label: t(priceLabelKey(m)), value: `${formatMoney(m.price)} ${m.priceCoin}` },
    { label: t('mining.field.serviceFee'), value: `${formatMoney(m.serviceFee)} ${m.priceCoin}` },
  ]
  if (isSharedType(m.type)) {
    rows.push({
      label: t('mining.field.share'),
      value: m.shareUnits > 1 ? t('mining.value.sharePerUnit', { percent: formatPercent(m.unitSharePercent), count: m.shareUnits }) : t('mining.value.wholeMachine'),
    })
  }
  rows.push(
    { label: t('mining.field.remaining'), value: t('mining.value.remaining', { remaining: m.remaining, stock: m.stock }) },
    { label: t('mining.field.startTime'), value: formatLocalDateTime(m.startAt, language) },
    { label: t('mining.field.endTime'), value: formatLocalDateTime(m.endAt, language) },
  )
  return rows
}

function hardwareParams(m: Machine, t: T): Param[] {
  return [
    { label: t('mining.field.size'), value: m.size },
    { label: t('mining.field.weight'), value: m.weight },
    { label: t('mining.field.chip'), value: m.chip },
    { label: t('mining.field.environment'), value: m.environment },
  ]
}
