import { PhoneLink } from '../../../components/ui/phone-link';
import { koShelters } from '../../../locales/ko-shelters';

/** What hovering a shelter's marker shows (spec §2): its name and phone; a click opens its page. */
export function MarkerLabel({ name, phone }: { name: string; phone: string | null }) {
  return (
    <span className="shelter-marker-label">
      <strong>{name}</strong>
      <br />
      {phone ? <PhoneLink phone={phone} /> : koShelters.noPhone}
      <br />
      <small>{koShelters.markerHint}</small>
    </span>
  );
}
