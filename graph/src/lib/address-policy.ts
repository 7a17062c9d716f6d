import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP, isIPv4 } from 'node:net';

// Loopback, private, link-local (cloud metadata at 169.254.169.254 and fd00:ec2::254), shared, reserved and multicast.
const BLOCKED_V4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const BLOCKED_V6: [string, number][] = [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
];

const blocked = new BlockList();
for (const [network, prefix] of BLOCKED_V4) blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of BLOCKED_V6) blocked.addSubnet(network, prefix, 'ipv6');

// IPv6 forms that carry an IPv4 address: mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and the old compatible form.
function embeddedIpv4(address: string): string | null {
  const dotted = /^(?:::ffff:|64:ff9b::|::)(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const high = parseInt(hex[1], 16);
  const low = parseInt(hex[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/**
 * True for an address a source fetcher must never contact: loopback, private, link-local (including cloud metadata
 * endpoints), carrier-grade NAT, documentation, multicast and reserved ranges, in IPv4 and IPv6 (IPv4-mapped forms
 * are judged by the IPv4 address they carry). Anything that is not an IP address counts as blocked.
 */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return true;
  if (family === 4) return blocked.check(bare, 'ipv4');
  const v4 = embeddedIpv4(bare.toLowerCase());
  if (v4 !== null) return isIPv4(v4) ? blocked.check(v4, 'ipv4') : true;
  return blocked.check(bare, 'ipv6');
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** An error a refused DNS answer carries, so the caller can tell a refusal from a DNS failure. */
export class PrivateAddressError extends Error {
  override name = 'PrivateAddressError';
  readonly code = 'EPRIVATEADDRESS';
}

const loopbackV6 = new BlockList();
loopbackV6.addAddress('::1', 'ipv6');

/** True for a loopback address (127.0.0.0/8, ::1, and IPv4 loopback in IPv6 form). */
export function isLoopbackAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return bare.startsWith('127.');
  if (family === 0) return false;
  const v4 = embeddedIpv4(bare.toLowerCase());
  return v4 !== null ? v4.startsWith('127.') : loopbackV6.check(bare, 'ipv6');
}

/** Whether an address may be contacted: public ones always, loopback ones too when `allowLoopback` (development and tests). */
export function isAllowedAddress(address: string, options: { allowLoopback: boolean }): boolean {
  return !isPrivateAddress(address) || (options.allowLoopback && isLoopbackAddress(address));
}

/**
 * A DNS lookup for `http.request` that fails when any address the name resolves to is refused by `isAllowedAddress`,
 * so a public host name cannot be pointed (or re-pointed between checks) at an internal service: the check and the
 * connection use the same answer.
 */
export function allowedAddressLookup(options: { allowLoopback: boolean }) {
  return (hostname: string, lookupOptions: LookupOptions, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses.find((entry) => !isAllowedAddress(entry.address, options));
      if (refused) {
        return callback(new PrivateAddressError(`${hostname} resolves to ${refused.address}, a private or reserved address`), []);
      }
      if (addresses.length === 0) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
      if (lookupOptions.all) return callback(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** The lookup source fetchers connect with: every private, loopback and reserved address refused. */
export const publicOnlyLookup = allowedAddressLookup({ allowLoopback: false });
