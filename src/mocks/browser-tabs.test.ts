import { RESP_CODES } from '@/shared/api/contract/envelope'
import { isRpcError } from '@/shared/api/errors'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { useSessionStore } from '@/shared/stores/session-store'
import { loginAs } from '@test/render-app'
import { MOCK_DB_STORAGE_KEY, shareDbAcrossTabs } from './browser'
import { attachDbStorage, exclusive, getDb, resetMockDb } from './db'
import { seed } from './seed'

// The dev mock answers in the page that asks (MSW), so each tab runs its own: they share one backend
// through the db saved in localStorage. Here the other tab is played by its writes to the storage
// and the storage event the browser sends this tab for them.

let stop = () => {}
afterEach(() => {
  stop()
  attachDbStorage(null)
})

/** What the browser tells this tab when another tab sets (or, with null, removes) the saved db. */
async function otherTabSaves(json: string | null): Promise<void> {
  if (json === null) localStorage.removeItem(MOCK_DB_STORAGE_KEY)
  else localStorage.setItem(MOCK_DB_STORAGE_KEY, json)
  window.dispatchEvent(new StorageEvent('storage', { key: MOCK_DB_STORAGE_KEY, newValue: json, storageArea: localStorage }))
  // Taken in this tab's request queue: done once the queue has moved past it.
  await exclusive(() => undefined)
}

/** Whether the backend knows this session: 10003 answers, or ends it with a 500. */
async function sessionKnown(): Promise<boolean> {
  try {
    await rpc(RPC.userInfo)
    return true
  } catch (error) {
    if (isRpcError(error) && error.code === RESP_CODES.sessionExpired) return false
    throw error
  }
}

it("takes another tab's db as it saves it: a login made there is known here, and its reset forgets it", async () => {
  stop = shareDbAcrossTabs()
  // The other tab's login, as its mock saved it; this tab's own mock then knew nothing of it.
  await loginAs()
  const token = useSessionStore.getState().token
  const otherTabDb = JSON.stringify(getDb())
  resetMockDb()
  useSessionStore.setState({ token })
  expect(await sessionKnown()).toBe(false)
  // The 500 ended the session in the app: the same token again, as the other tab still holds it.
  useSessionStore.setState({ token })

  await otherTabSaves(otherTabDb)
  expect(await sessionKnown()).toBe(true)

  // The other tab's storage cleared (its whole site data removed): a fresh backend here too.
  await otherTabSaves(null)
  expect(await sessionKnown()).toBe(false)
})

it("never saves its db over another tab's reset made while a request ran here", async () => {
  stop = shareDbAcrossTabs()
  await loginAs()
  const token = useSessionStore.getState().token
  // The other tab's reset is saved while this tab answers a request; its storage event comes after.
  const reset = JSON.stringify({ ...seed(), epoch: 'reset-in-the-other-tab' })
  localStorage.setItem(MOCK_DB_STORAGE_KEY, reset)
  // The request runs on the db this tab had...
  expect(await sessionKnown()).toBe(true)
  // ...and does not write it back over the reset (the login would live again in both tabs).
  expect(localStorage.getItem(MOCK_DB_STORAGE_KEY)).toBe(reset)
  useSessionStore.setState({ token })
  expect(await sessionKnown()).toBe(false)
})

it('ignores other keys and other storage', async () => {
  stop = shareDbAcrossTabs()
  await loginAs()
  const before = getDb().seq
  window.dispatchEvent(new StorageEvent('storage', { key: 'lang', newValue: 'ar', storageArea: localStorage }))
  window.dispatchEvent(new StorageEvent('storage', { key: MOCK_DB_STORAGE_KEY, newValue: '{}', storageArea: sessionStorage }))
  await exclusive(() => undefined)
  expect(getDb().seq).toBe(before)
  expect(await sessionKnown()).toBe(true)
})
