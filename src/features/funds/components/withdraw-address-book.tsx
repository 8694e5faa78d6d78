import { useState } from 'react'
import type { ParseKeys } from 'i18next'
import { useTranslation } from 'react-i18next'
import { useAreaStrings } from '@/shared/i18n/use-area-strings'
import { BottomSheet } from '@/shared/ui/bottom-sheet'
import { EmptyState } from '@/shared/ui/states'
import { showToast } from '@/shared/ui/toast/toast-store'
import { checkAddress } from '@/shared/wallet/address'
import type { Chain } from '../api/funds-api'
import { checkLabel, findSaved, saveAddress, useAddressBook, type SavedAddress } from '../address-book'
import { addressErrorKey } from '../model'
import { DeleteAddressDialog, EditLabelSheet, LabelSheet, SavedAddressItem, type LabelProblems } from './address-book'

type Sheet = { kind: 'list' } | { kind: 'save' } | { kind: 'edit'; entry: SavedAddress } | { kind: 'delete'; entry: SavedAddress }

interface WithdrawAddressBookProps {
  account: string
  chain: Chain
  /** What the address field holds now: the address "Save this address" saves. */
  address: string
  /** A saved address passed the chain's check again: it goes into the field. */
  onPick: (address: string) => void
}

/**
 * Under the withdrawal address: the saved addresses of this chain (pick, edit, delete) and saving
 * the typed one. One sheet at a time; editing or deleting from the list comes back to the list.
 */
export function WithdrawAddressBook({ account, chain, address, onPick }: WithdrawAddressBookProps) {
  const { t } = useTranslation()
  const book = useAddressBook(account)
  const [sheet, setSheet] = useState<Sheet>()
  // The saved address that failed its check when picked, and why: said under it, never filled in.
  const [stale, setStale] = useState<{ id: string; reason: ParseKeys }>()
  const entries = book.entries.filter((e) => e.chain === chain.id)
  // Its strings come with it, after the withdrawal form's first render.
  const strings = useAreaStrings('addressBook')

  const pick = async (entry: SavedAddress) => {
    const verdict = await checkAddress(chain.kind, entry.address)
    if (verdict !== 'ok') {
      setStale({ id: entry.id, reason: addressErrorKey(verdict, chain) })
      return
    }
    setStale(undefined)
    setSheet(undefined)
    onPick(entry.address.trim())
  }

  const save = async (label: string): Promise<LabelProblems | undefined> => {
    const problems: LabelProblems = {}
    const verdict = await checkAddress(chain.kind, address)
    const saved = findSaved(book, chain.id, address)
    if (verdict === 'empty') problems.address = { key: 'addressBook.error.addressEmpty' }
    else if (verdict !== 'ok') problems.address = { key: addressErrorKey(verdict, chain) }
    else if (saved) problems.address = { key: 'addressBook.error.duplicateAddress', values: { label: saved.label } }
    const labelCheck = checkLabel(label, entries)
    if (!labelCheck.ok) problems.label = { key: labelCheck.key, values: labelCheck.values }
    if (problems.address || problems.label) return problems
    saveAddress(account, { label, address, chain: chain.id })
    showToast(t('addressBook.saved'), 'success')
    setSheet(undefined)
    return undefined
  }

  const backToList = () => setSheet({ kind: 'list' })

  if (!strings) return null
  return (
    <div className="address-book__bar">
      <button type="button" className="btn btn--ghost btn--small" aria-haspopup="dialog" onClick={() => setSheet({ kind: 'list' })}>
        {t('addressBook.open')} <span className="muted">({entries.length})</span>
      </button>
      <button type="button" className="btn btn--ghost btn--small" aria-haspopup="dialog" onClick={() => setSheet({ kind: 'save' })}>
        {t('addressBook.saveThis')}
      </button>

      <BottomSheet open={sheet?.kind === 'list'} title={t('addressBook.listTitle', { chain: chain.name })} onClose={() => setSheet(undefined)}>
        {entries.length === 0 ? (
          <EmptyState message={t('addressBook.emptyChain', { chain: chain.name })} />
        ) : (
          <ul className="address-book__list">
            {entries.map((entry) => (
              <SavedAddressItem
                key={entry.id}
                entry={entry}
                problem={stale?.id === entry.id ? `${t('addressBook.error.stale', { chain: chain.name })} ${t(stale.reason)}` : undefined}
                onUse={() => void pick(entry)}
                onEdit={() => setSheet({ kind: 'edit', entry })}
                onDelete={() => setSheet({ kind: 'delete', entry })}
              />
            ))}
          </ul>
        )}
        <p className="muted address-book__note">{t('addressBook.deviceNote')}</p>
      </BottomSheet>
      {sheet?.kind === 'save' && <LabelSheet title={t('addressBook.saveTitle', { chain: chain.name })} address={address} onSave={save} onClose={() => setSheet(undefined)} />}
      {sheet?.kind === 'edit' && <EditLabelSheet account={account} entry={sheet.entry} book={book.entries} onClose={backToList} />}
      {sheet?.kind === 'delete' && <DeleteAddressDialog account={account} entry={sheet.entry} onClose={backToList} />}
    </div>
  )
}
