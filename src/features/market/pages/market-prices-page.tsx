import { MARKET_LIST_CATEGORIES } from '@/shared/api/market'
import { MarketBoard } from '../components/market-board'

/** Market prices: every category, the popular instruments first. */
export default function MarketPricesPage() {
  return <MarketBoard categories={MARKET_LIST_CATEGORIES} />
}
