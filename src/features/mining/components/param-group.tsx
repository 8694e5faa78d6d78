import { KeyValue } from '@/shared/ui/key-value'
import type { ReactNode } from 'react'

export interface Param {
  label: string
  value: ReactNode
}

/** One titled group of label / value rows on the detail page. */
export function ParamGroup({ id, title, params }: { id: string; title: string; params: readonly Param[] }) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {title}
      </h2>
      <dl className="mining-kv">
        {params.map((p) => (
          <KeyValue key={p.label} label={p.label}>
            {p.value}
          </KeyValue>
        ))}
      </dl>
    </section>
  )
}
