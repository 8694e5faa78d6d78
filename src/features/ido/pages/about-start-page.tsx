import { OfferingsView } from '../components/offerings-view'

export default function IdoAboutStartPage() {
  return <OfferingsView phase="comingSoon" />
}
