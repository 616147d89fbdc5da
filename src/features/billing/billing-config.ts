/**
 * Contact Sales (spec part 1 §2: 'Enterprise tier opens a mail to the sales team') writes to the server's
 * SALES_EMAIL, read from the billing settings; without one the button has nowhere to go.
 */
export function salesMailto(salesEmail: string | null | undefined, subject: string): string | null {
  return salesEmail ? `mailto:${salesEmail}?subject=${encodeURIComponent(subject)}` : null;
}
