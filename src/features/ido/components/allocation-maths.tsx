import { useTranslation } from 'react-i18next'
import { formatCoin, formatMoney, formatPercent } from '@/shared/lib/format'
import type { IdoPosition } from '../api/ido-api'
import { expectAtRate } from '../model'

/**
 * Transparency beyond the seed. Before the draw: what the position can expect at the current
 * winning rate. After it: every step from the demand to the tokens won and the money returned.
 */
export function AllocationMaths({ position: p }: { position: IdoPosition }) {
  const { t } = useTranslation()
  const a = p.allocation
  if (!a) {
    const e = expectAtRate(p)
    return (
      <p className="ido-note">
        {t('ido.position.expect', {
          rate: formatPercent(p.winningRate),
          tokens: formatCoin(e.tokens),
          quantity: formatCoin(p.subscribed),
          token: p.token,
          refund: formatMoney(e.refund),
          coin: p.payCoin,
        })}
      </p>
    )
  }
  const n = (v: number | string) => formatCoin(v)
  const over = a.totalSubscribed > a.supply
  return (
    <details className="ido-maths">
      <summary>{t('ido.maths.title')}</summary>
      <ol>
        <li>
          {over
            ? t('ido.maths.rate', { total: n(a.totalSubscribed), supply: n(a.supply), token: p.token, rate: formatPercent(a.winningRate) })
            : t('ido.maths.rateFull', { total: n(a.totalSubscribed), supply: n(a.supply), token: p.token })}
        </li>
        {over && (
          <>
            <li>{t('ido.maths.share', { quantity: n(p.subscribed), supply: n(a.supply), total: n(a.totalSubscribed), exact: a.exactShare })}</li>
            <li>{t('ido.maths.base', { base: n(a.base) })}</li>
            <li>{t('ido.maths.leftover', { count: a.leftover, seed: a.seed, extra: a.drawExtra ? '+1' : '0' })}</li>
          </>
        )}
        <li>{t('ido.maths.won', { won: n(p.won), token: p.token, price: formatCoin(p.price), consumed: formatMoney(p.consumed), coin: p.payCoin })}</li>
        <li>{t('ido.maths.returned', { quantity: n(p.subscribed), won: n(p.won), price: formatCoin(p.price), returned: formatMoney(p.returned), coin: p.payCoin })}</li>
      </ol>
    </details>
  )
}
