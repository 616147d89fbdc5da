import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a user's URL must never reach: this host, the private networks behind it, link-local (where cloud
 * metadata services answer), carrier-grade NAT, multicast and the reserved ranges. IPv4 inside IPv6 (mapped,
 * NAT64) is unwrapped first, so `::ffff:127.0.0.1` is loopback too.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address an IPv6 one carries (`::ffff:a.b.c.d`, `64:ff9b::a.b.c.d`, `::a.b.c.d`), if any. */
function embeddedIpv4(address: string): string | null {
  const dotted = /^(?:::ffff:|64:ff9b::|::)(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted?.[1]) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex?.[1] || !hex[2]) return null;
  const high = Number.parseInt(hex[1], 16);
  const low = Number.parseInt(hex[2], 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** True for an address a webhook may not be sent to; anything that is not an IP address counts as blocked. */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return blocked.check(bare, 'ipv4');
  if (family !== 6) return true;
  const inner = embeddedIpv4(bare);
  if (inner) return blocked.check(inner, 'ipv4');
  return blocked.check(bare, 'ipv6');
}

export type Resolve = (hostname: string) => Promise<string[]>;

/** Every address the host name has (A and AAAA), as the system resolver answers. */
const systemResolve: Resolve = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses: LookupAddress[]) =>
      error ? reject(error) : resolve(addresses.map((entry) => entry.address)),
    );
  });

export class BlockedAddressError extends Error {
  override name = 'BlockedAddressError';
}

export interface AddressGuard {
  /**
   * The addresses a host may be reached at, after checking every one of them; throws BlockedAddressError when
   * any is blocked (a name with one public and one private address is refused as a whole).
   */
  addressesFor(hostname: string): Promise<string[]>;
}

export function createAddressGuard(options: { allowPrivate: boolean; resolve?: Resolve }): AddressGuard {
  const resolve = options.resolve ?? systemResolve;
  return {
    async addressesFor(hostname) {
      const bare = hostname.replace(/^\[|\]$/g, '');
      const addresses = isIP(bare) ? [bare] : await resolve(bare);
      if (addresses.length === 0) throw new BlockedAddressError(`${hostname} has no address.`);
      if (!options.allowPrivate) {
        const refused = addresses.find(isBlockedAddress);
        if (refused) throw new BlockedAddressError(`${hostname} resolves to ${refused}, a private or local address.`);
      }
      return addresses;
    },
  };
}
