import { useTranslation } from 'react-i18next'
import { Link } from '@/shared/router'
import { formatAmount } from '@/shared/lib/format'
import { PATHS } from '@/shared/paths'
import { KeyValue } from '@/shared/ui/key-value'
import type { InvitationPage } from '../api/invite-api'

/** How many joined (directly, and through them) and what that earned, per coin. */
export function ReferralSummary({ summary }: { summary: InvitationPage }) {
  const { t } = useTranslation()
  const earnings = summary.earnings
  return (
    <section className="card invite-summary" aria-labelledby="referral-earnings">
      <dl>
        <KeyValue label={t('my.directCount')}>{summary.directCount}</KeyValue>
        <KeyValue label={t('my.indirectCount')}>{summary.indirectCount}</KeyValue>
      </dl>
      <h2 id="referral-earnings" className="card__title">
        {t('invite.earnings')}
      </h2>
      {earnings.length === 0 ? (
        <p className="muted">{t('invite.noEarnings')}</p>
      ) : (
        <table className="invite-earnings">
          <thead>
            <tr>
              <th scope="col">{t('invite.coin')}</th>
              <th scope="col">{t('invite.direct')}</th>
              <th scope="col">{t('invite.indirect')}</th>
            </tr>
          </thead>
          <tbody>
            {earnings.map((e) => (
              <tr key={e.coin}>
                <th scope="row">{e.coin}</th>
                <td>
                  <bdi dir="ltr">{formatAmount(e.direct, e.coin)}</bdi>
                </td>
                <td>
                  <bdi dir="ltr">{formatAmount(e.indirect, e.coin)}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Link to={PATHS.earningsRecord} className="btn btn--ghost btn--block">
        {t('page.earningsRecord')}
      </Link>
    </section>
  )
}
