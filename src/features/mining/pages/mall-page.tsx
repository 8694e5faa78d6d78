import { useTranslation } from 'react-i18next'
import { useSearchParams } from '@/shared/router'
import { errorMessage } from '@/shared/api/present-error'
import { Skeleton } from '@/shared/ui/skeleton'
import { EmptyState, ErrorState, RefreshFailed } from '@/shared/ui/states'
import { Tabs } from '@/shared/ui/tabs'
import { MACHINE_TYPES, type MachineType } from '../api/mining-api'
import { MachineCard } from '../components/machine-card'
import { MiningSubNav } from '../components/mining-sub-nav'
import { useMachines } from '../hooks/use-mining'
import '../mining.css'

const TYPE_PARAM = 'type'

function isMachineType(value: string | null): value is MachineType {
  return MACHINE_TYPES.includes(value as MachineType)
}

export default function MallPage() {
  const { t } = useTranslation()
  // The type lives in the URL, so coming back from a detail page lands on the same tab.
  const [params, setParams] = useSearchParams()
  const raw = params.get(TYPE_PARAM)
  const type: MachineType = isMachineType(raw) ? raw : 'mining'
  const machines = useMachines(type)

  const tabs = MACHINE_TYPES.map((id) => ({ id, label: t(`mining.type.${id}`) }))

  return (
    <div className="page mining">
      <MiningSubNav />
      <Tabs items={tabs} value={type} label={t('mining.type.label')} onChange={(id) => setParams({ [TYPE_PARAM]: id }, { replace: true })} />
      {/* Above the list, not below it: the notice stays in place when the machines arrive. */}
      <p className="risk-note">{t('mining.risk')}</p>
      {/* The data belongs to its type: another tab's machines never stand in for a failed load. */}
      <section aria-live="polite" aria-busy={machines.isFetching}>
        <RefreshFailed query={machines} />
        {machines.isPending ? (
          <Skeleton />
        ) : !machines.data ? (
          <ErrorState message={errorMessage(machines.error)} onRetry={() => void machines.refetch()} />
        ) : !machines.data.length ? (
          <EmptyState message={t('mining.mall.empty')} />
        ) : (
          <ul className="list__items">
            {machines.data.map((m) => (
              <li key={m.id}>
                <MachineCard machine={m} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
