// What a signed-in member's checkout form starts with (issue 31 item 2, decision 0151):
// their own name and mobile from the profile, and the address of their latest order on
// this site (there is no address book). Where the profile has no mobile for this site's
// calling code, the latest order's recipient mobile. Every field stays editable; a guest
// starts with empty fields.
export interface MemberDetails {
  firstName: string;
  lastName: string;
  mobile?: { callingCode: string; number: string } | null;
  lastDelivery?: {
    recipientName?: string | null;
    mobile?: { callingCode: string; number: string } | null;
    address?: { line1: string; line2?: string | null; city: string; state?: string | null; postalCode?: string | null } | null;
  } | null;
}

export interface CheckoutPrefill {
  name?: string;
  mobile?: string;
  line1?: string;
  line2?: string;
  city?: string;
  state?: string;
  postalCode?: string;
}

export function checkoutPrefill(member: MemberDetails | null | undefined, callingCode: string): CheckoutPrefill {
  if (!member) return {};
  const name = `${member.firstName} ${member.lastName}`.trim() || member.lastDelivery?.recipientName || undefined;
  // The form shows this site's calling code: a number under another country's code does not fit it.
  const mobile = [member.mobile, member.lastDelivery?.mobile].find((m) => m?.callingCode === callingCode)?.number;
  const address = member.lastDelivery?.address;
  const fields: CheckoutPrefill = {
    name,
    mobile,
    line1: address?.line1,
    line2: address?.line2 ?? undefined,
    city: address?.city,
    state: address?.state ?? undefined,
    postalCode: address?.postalCode ?? undefined,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value)) as CheckoutPrefill;
}
