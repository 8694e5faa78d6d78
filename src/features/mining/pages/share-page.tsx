import { ParticipationsView } from '../components/participations-view'
import '../mining.css'

export default function SharePage() {
  return (
    <div className="page mining">
      <ParticipationsView type="share" />
    </div>
  )
}
