/** The digits (and a leading +) a `tel:` link dials: "031-123-4567" → "0311234567". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

/** A phone number as a link that calls it: every shelter number is one (issue 30). */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a className={className} href={telHref(phone)}>
      {phone}
    </a>
  );
}
