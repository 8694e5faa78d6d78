import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '@/shared/router'
import { errorMessage } from '@/shared/api/present-error'
import { PATHS } from '@/shared/paths'
import { usernameOf, useSessionStore } from '@/shared/stores/session-store'
import { EmptyState, ErrorState } from '@/shared/ui/states'
import { useAddressBook, type SavedAddress } from '../address-book'
import { DeleteAddressDialog, EditLabelSheet, SavedAddressItem } from '../components/address-book'
import { useChains } from '../hooks/use-funds'
import '../funds.css'

type Sheet = { kind: 'edit'; entry: SavedAddress } | { kind: 'delete'; entry: SavedAddress }

/**
 * All of the account's saved withdrawal addresses, by chain, with edit and delete (reached from
 * the my page). The book is on this device, so the list needs no network: chain names come from
 * the config when it is there, the chain id stands in until then (with the failure and Retry).
 */
export default function AddressBookPage() {
  const { t } = useTranslation()
  const account = useSessionStore((s) => usernameOf(s.user))
  const book = useAddressBook(account)
  const chains = useChains()
  const [sheet, setSheet] = useState<Sheet>()

  // The config's order first; a chain it no longer lists keeps its entries, under its id.
  const known = chains.data ?? []
  const chainIds = [...new Set([...known.map((c) => c.id), ...book.entries.map((e) => e.chain)])]
  const groups = chainIds
    .map((id) => ({ id, name: known.find((c) => c.id === id)?.name ?? id, entries: book.entries.filter((e) => e.chain === id) }))
    .filter((g) => g.entries.length > 0)

  return (
    <div className="page funds">
      {/* The book itself is on this device: it stays on screen, chains under their ids, until the names come. */}
      {chains.isError && !chains.data && <ErrorState inline message={errorMessage(chains.error)} onRetry={() => void chains.refetch()} />}
      {groups.length === 0 ? (
        <>
          <EmptyState message={t('addressBook.emptyAll')} />
          <Link to={PATHS.withdraw} className="btn btn--primary btn--block">
            {t('page.withdraw')}
          </Link>
        </>
      ) : (
        groups.map((group) => (
          <section key={group.id} className="card" aria-label={group.name}>
            <h2 className="card__title">
              {group.name}
            </h2>
            <ul className="address-book__list">
              {group.entries.map((entry) => (
                <SavedAddressItem key={entry.id} entry={entry} onEdit={() => setSheet({ kind: 'edit', entry })} onDelete={() => setSheet({ kind: 'delete', entry })} />
              ))}
            </ul>
          </section>
        ))
      )}
      <p className="muted address-book__note">{t('addressBook.deviceNote')}</p>
      {sheet?.kind === 'edit' && <EditLabelSheet account={account} entry={sheet.entry} book={book.entries} onClose={() => setSheet(undefined)} />}
      {sheet?.kind === 'delete' && <DeleteAddressDialog account={account} entry={sheet.entry} onClose={() => setSheet(undefined)} />}
    </div>
  )
}
