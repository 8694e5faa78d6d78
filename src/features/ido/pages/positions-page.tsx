import { useTranslation } from 'react-i18next'
import { Link } from '@/shared/router'
import { PATHS } from '@/shared/paths'
import { LoadMoreList } from '@/shared/ui/load-more-list'
import { IdoSubNav } from '../components/ido-sub-nav'
import { PositionCard } from '../components/position-card'
import { usePositions } from '../hooks/use-ido'
import '../ido.css'

export default function IdoPositionsPage() {
  const { t } = useTranslation()
  const positions = usePositions()
  return (
    <div className="page ido">
      <IdoSubNav />
      {/* Above the list, not below it: the notice stays in place when the positions arrive. */}
      <p className="risk-note">{t('ido.risk')}</p>
      <LoadMoreList
        query={positions}
        getKey={(p) => p.offeringId}
        renderItem={(p) => <PositionCard position={p} />}
        emptyMessage={t('ido.position.empty')}
        emptyAction={
          <Link to={PATHS.idoInProgress} className="btn btn--primary btn--block">
            {t('ido.position.goSubscribe')}
          </Link>
        }
      />
    </div>
  )
}
