import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { landingPage, routeModule } from './landing-page'

const ROOT = path.resolve(__dirname, '../..')
const table = readFileSync(path.join(ROOT, 'src/app/route-table.ts'), 'utf8')

describe('landing page of the build', () => {
  it('is the module the route table loads for /home', () => {
    expect(landingPage(ROOT)).toBe('/src/features/home/pages/home-page.tsx')
    expect(existsSync(path.join(ROOT, landingPage(ROOT)))).toBe(true)
    expect(routeModule(table, 'miningMall')).toBe('/src/features/mining/pages/mall-page.tsx')
  })

  it('says so when the route has no page module of its own, or does not exist', () => {
    const withPlaceholder = "{ path: PATHS.later, titleKey: 'page.later', requiresLogin: false, load: placeholder },"
    expect(() => routeModule(withPlaceholder, 'later')).toThrow('PATHS.later')
    expect(() => routeModule(table, 'nowhere')).toThrow('PATHS.nowhere')
  })
})
