import { SESSION_STORAGE_KEY, defaultSession, sanitizeSession, selectIsConnected, useSessionStore, type SessionState } from './session-store'

describe('session store', () => {
  it('starts with the defaults of the spec', () => {
    expect(defaultSession()).toEqual({
      language: 'zh-CN',
      address: '',
      token: '',
      openType: false,
      user: [],
      info: [],
      addressMap: {},
      gameMap: {},
      chartType: 'candle_solid',
      walletType: 'metamask',
      globalConfig: {},
    })
  })

  it('persists every field under the key map, and the language under lang', () => {
    const s = useSessionStore.getState()
    s.setAddress('0xabc')
    s.setToken('t1')
    s.setOpenType(true)
    s.setUser({ username: '0xabc' })
    s.setInfo({ level: 1 })
    s.setAddressMap({ a: 1 })
    s.setGameMap({ g: 2 })
    s.setChartType('area')
    s.setWalletType('trustwallet')
    s.setGlobalConfig({ serviceContract: '0x1' })
    s.setLanguage('ar')
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)
    expect(stored.state).toEqual({
      language: 'ar',
      address: '0xabc',
      token: 't1',
      openType: true,
      user: { username: '0xabc' },
      info: { level: 1 },
      addressMap: { a: 1 },
      gameMap: { g: 2 },
      chartType: 'area',
      walletType: 'trustwallet',
      globalConfig: { serviceContract: '0x1' },
    })
    expect(localStorage.getItem('lang')).toBe('ar')
  })

  it('counts as connected only when the user has a username', () => {
    const s = useSessionStore.getState()
    expect(selectIsConnected(useSessionStore.getState())).toBe(false)
    s.setAddress('0xabc')
    s.setToken('t1')
    expect(selectIsConnected(useSessionStore.getState())).toBe(false)
    s.setUser({ username: '0xabc' })
    expect(selectIsConnected(useSessionStore.getState())).toBe(true)
  })

  it('falls back to defaults for corrupt or mistyped stored data', async () => {
    expect(sanitizeSession('garbage')).toEqual(defaultSession())
    expect(sanitizeSession(null)).toEqual(defaultSession())
    const mixed = sanitizeSession({
      language: 'xx',
      address: 42,
      token: 'ok',
      openType: 'yes',
      user: { username: 7 },
      info: 'x',
      chartType: 'pie',
      walletType: 'metamask',
      globalConfig: [],
    })
    expect(mixed).toEqual({ ...defaultSession(), token: 'ok' })

    localStorage.setItem(SESSION_STORAGE_KEY, '{not json')
    await useSessionStore.persist.rehydrate()
    expect(useSessionStore.getState().token).toBe('')

    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: { token: 5, user: 'me', chartType: 'area' }, version: 1 }))
    await useSessionStore.persist.rehydrate()
    expect(useSessionStore.getState()).toMatchObject({ token: '', user: [], chartType: 'area' })
  })

  it('takes the saved lang key over the copy inside map', async () => {
    localStorage.setItem('lang', 'ja')
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: { language: 'fr' }, version: 1 }))
    await useSessionStore.persist.rehydrate()
    expect(useSessionStore.getState().language).toBe('ja')
  })
})

describe('one session across tabs', () => {
  // Every tab of the app has its own copy of the store over the one `map`. "Another tab" is a second
  // copy of the module: its own store and its own listener on this window, as another document
  // would have. The browser tells every other tab of a write with a `storage` event, a task later.
  async function anotherTab() {
    vi.resetModules()
    const other = await import('./session-store')
    // Vitest's module copy would otherwise stay for the tests after this one.
    vi.resetModules()
    return other.useSessionStore
  }
  const storageEvent = () => window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, storageArea: localStorage }))
  const stored = () => (JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!) as { state: Record<string, unknown> }).state
  const signedIn = { address: '0xabc', token: 't1', user: { username: '0xabc' }, info: { level: 1 } }
  const signedOut: Partial<SessionState> = { address: '', token: '', user: [], info: [] }

  it("signs out at once when another tab's disconnect or expiry empties the session", async () => {
    useSessionStore.setState(signedIn)
    const other = await anotherTab()
    expect(other.getState().token).toBe('t1')

    other.setState(signedOut)
    storageEvent()
    expect(useSessionStore.getState()).toMatchObject(signedOut)
    expect(selectIsConnected(useSessionStore.getState())).toBe(false)
  })

  it("never writes back the token another tab's disconnect ended: its next write starts from the stored session", async () => {
    useSessionStore.setState(signedIn)
    const other = await anotherTab()
    other.setState(signedOut)
    storageEvent()

    useSessionStore.getState().setChartType('area')
    expect(stored()).toMatchObject({ ...signedOut, chartType: 'area' })
    // The tab that disconnected, reloaded, is still signed out.
    await other.persist.rehydrate()
    expect(other.getState()).toMatchObject(signedOut)
  })

  it('keeps the other tab\'s session even with a write made before its event arrives, and takes it at once', async () => {
    useSessionStore.setState(signedIn)
    const other = await anotherTab()
    other.setState(signedOut)

    // No event yet: a late answer refreshes the old user's info, then the chart type changes.
    useSessionStore.getState().setInfo({ level: 2 })
    useSessionStore.getState().setChartType('area')
    expect(stored()).toMatchObject({ ...signedOut, chartType: 'area' })
    await Promise.resolve()
    expect(useSessionStore.getState()).toMatchObject({ ...signedOut, chartType: 'area' })
  })

  it("does not end, with a write made before the event, the login another tab made since; a login here wins over the stored one", async () => {
    useSessionStore.setState(signedIn)
    const other = await anotherTab()
    other.setState({ token: 't2' })
    // This tab ends the session it knew (a 500 for t1): the login of the other tab stands.
    useSessionStore.setState(signedOut)
    expect(stored()).toMatchObject({ ...signedIn, token: 't2' })
    await Promise.resolve()
    expect(useSessionStore.getState().token).toBe('t2')

    other.setState(signedOut)
    // Before hearing of it, this tab logs in itself: the newest login is kept.
    useSessionStore.setState({ ...signedIn, token: 't3' })
    expect(stored()).toMatchObject({ ...signedIn, token: 't3' })
  })

  it("shows another tab's login here, checked as at start-up, and keeps this tab's language", async () => {
    localStorage.setItem('lang', 'fr')
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ state: { ...signedIn, user: { username: '0xdef' }, token: 't9', chartType: 'pie', openType: 'yes', language: 'ar' }, version: 1 }),
    )
    storageEvent()
    expect(useSessionStore.getState()).toMatchObject({ token: 't9', user: { username: '0xdef' }, chartType: 'candle_solid', openType: false, language: 'en' })
  })

  it('signs out when another tab clears the storage, and ignores other keys', () => {
    useSessionStore.setState(signedIn)
    localStorage.setItem('something', 'else')
    window.dispatchEvent(new StorageEvent('storage', { key: 'something', storageArea: localStorage }))
    expect(useSessionStore.getState().token).toBe('t1')
    localStorage.clear()
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }))
    expect(useSessionStore.getState()).toMatchObject(signedOut)
  })
})
