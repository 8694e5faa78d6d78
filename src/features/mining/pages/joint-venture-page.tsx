import { ParticipationsView } from '../components/participations-view'
import '../mining.css'

export default function JointVenturePage() {
  return (
    <div className="page mining">
      <ParticipationsView type="jointVenture" />
    </div>
  )
}
