import { SESSION_STORAGE_KEY, defaultSession, sanitizeSession, selectIsConnected, useSessionStore } from './session-store'

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
