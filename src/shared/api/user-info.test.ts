import { http } from 'msw'
import { server } from '@/mocks/node'
import { endSession } from '@/shared/stores/session-lifecycle'
import { useSessionStore } from '@/shared/stores/session-store'
import { loginAs } from '@test/render-app'
import { rpcUrl } from '@test/rpc'
import { fetchAccount } from './user-info'
import { RPC } from './rpc-codes'

// 10003 refreshes the stored user and info; an answer that comes back after the session ended
// (a disconnect here, or in another tab) must leave nothing of that account in `map`.

it('writes the answer into the session only while the session it was asked for is still on', async () => {
  await loginAs()
  const { user: before } = useSessionStore.getState()
  // The user's answer arrives after the user disconnected.
  let answered = () => {}
  const held = new Promise<void>((resolve) => (answered = resolve))
  server.use(
    // Held, then answered by the mock backend as usual (a handler that returns nothing passes on).
    http.post(rpcUrl(RPC.userInfo), async () => {
      await held
    }),
  )
  const asked = fetchAccount()
  endSession('disconnected')
  answered()
  // The mock answered with the user (the answer fits its schema): only the session decides.
  expect((await asked).user.id).toMatch(/\S/)
  expect(useSessionStore.getState()).toMatchObject({ token: '', user: [], info: [] })
  expect(before).not.toEqual([])
})
