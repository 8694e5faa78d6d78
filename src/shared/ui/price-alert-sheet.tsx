import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { compare, withThousands } from '@/shared/lib/decimal'
import type { FieldError } from '@/shared/lib/field-error'
import { numberProblem } from '@/shared/lib/format'
import { MAX_ALERTS, useAccountAlerts, useAlertAccount, usePriceAlerts } from '@/shared/stores/price-alerts'
import { AmountField } from './amount-field'
import { BottomSheet } from './bottom-sheet'
import { CloseIcon } from './icons'
import { showToast } from './toast/toast-store'
import './price-alerts.css'

interface PriceAlertSheetProps {
  symbol: string
  /** The instrument's price now, as its quote shows it; the alert waits for a rise or a fall from it. */
  price: string
  /** Its price decimals: an alert price may have no more. */
  digits: number
  /** A price to start from (the chart's price scale, where it was tapped). */
  initial?: string
  onClose: () => void
}

/**
 * Set a price alert on an instrument, and see and remove the account's alerts (the chart screen's
 * quote and its price scale, where it was tapped, and the trade ticket open it). It fires once, on any screen (app/price-alert-watcher.tsx).
 */
export default function PriceAlertSheet({ symbol, price, digits, initial = '', onClose }: PriceAlertSheetProps) {
  const { t } = useTranslation()
  const account = useAlertAccount()
  const alerts = useAccountAlerts()
  const add = usePriceAlerts((s) => s.add)
  const remove = usePriceAlerts((s) => s.remove)
  const [typed, setTyped] = useState(initial)
  const [error, setError] = useState<FieldError>()
  const [permission, setPermission] = useState(() => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission))

  // The typed price against the price now: a number in the instrument's digits, above or below it.
  const alertPrice = typed.trim()
  const priceError: FieldError | undefined =
    numberProblem(typed, { empty: { key: 'alerts.error.price' }, places: digits }) ?? (compare(alertPrice, price) === 0 ? { key: 'alerts.error.price' } : undefined)
  const direction = !priceError && compare(alertPrice, price) > 0 ? 'above' : 'below'
  const save = (e: FormEvent) => {
    e.preventDefault()
    const found = priceError ?? (alerts.length >= MAX_ALERTS ? { key: 'alerts.error.limit', values: { max: MAX_ALERTS } } : undefined)
    setError(found)
    if (found) return
    add(account, { symbol, price: alertPrice, direction })
    showToast(t('alerts.set', { symbol, price: withThousands(alertPrice) }), 'success')
    setTyped('')
  }
  return (
    <BottomSheet open title={t('alerts.title')} onClose={onClose}>
      <form className="price-alerts" noValidate onSubmit={save}>
        <p className="muted">
          {t('alerts.current', { symbol })} <bdi dir="ltr">{withThousands(price)}</bdi>
        </p>
        <AmountField
          label={t('alerts.price')}
          value={typed}
          onChange={(value) => {
            setError(undefined)
            setTyped(value)
          }}
          error={error}
          hint={priceError ? undefined : t(direction === 'above' ? 'alerts.whenAbove' : 'alerts.whenBelow', { symbol, price: withThousands(alertPrice) })}
        />
        <button type="submit" className="btn btn--primary btn--block">
          {t('alerts.add')}
        </button>
        {permission === 'default' && (
          <button type="button" className="btn btn--block" onClick={() => void Notification.requestPermission().then(setPermission)}>
            {t('alerts.allowNotifications')}
          </button>
        )}
        {permission === 'denied' && <p className="muted">{t('alerts.notificationsBlocked')}</p>}
      </form>
      <h3 className="price-alerts__heading">{t('alerts.list')}</h3>
      {alerts.length === 0 ? (
        <p className="muted">{t('alerts.empty')}</p>
      ) : (
        <ul className="price-alerts__list">
          {alerts.map((alert) => {
            const text = t(alert.direction === 'above' ? 'alerts.item.above' : 'alerts.item.below', { symbol: alert.symbol, price: withThousands(alert.price) })
            return (
              <li key={alert.id} className="price-alerts__item">
                <span>{text}</span>
                <button type="button" className="icon-btn" aria-label={t('alerts.remove', { alert: text })} onClick={() => remove(account, alert.id)}>
                  <CloseIcon />
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </BottomSheet>
  )
}
