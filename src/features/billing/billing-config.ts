/**
 * Where Contact Sales writes (spec part 1 §2: 'Enterprise tier opens a mail to the sales team'). The spec names
 * no address and the server's configuration does not carry one yet; a deployment changes it here.
 */
export const salesEmail = 'sales@studio.example';

export function salesMailto(subject: string): string {
  return `mailto:${salesEmail}?subject=${encodeURIComponent(subject)}`;
}
