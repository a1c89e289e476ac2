/**
 * Which IP addresses are not ordinary public unicast hosts (docs/domain/webhooks.md#addresses): every range of
 * the IANA IPv4 and IPv6 Special-Purpose Address Registries (RFC 6890 and its updates), multicast, the
 * deprecated site-local and IPv4-compatible ranges, and for IPv6 everything outside global unicast (2000::/3).
 * An IPv6 address that reaches an IPv4 host (IPv4-mapped, NAT64) is judged by that IPv4 address; the ranges
 * that embed an IPv4 address in other ways (IPv4-compatible, 6to4, Teredo) are refused whole.
 *
 * Choice: the few ranges the registries mark globally reachable (anycast services such as AS112, PCP and TURN
 * anycast, AMT) are refused as well: they are infrastructure that no webhook receiver lives at.
 */
import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** [network, prefix length, what it is] of the IANA IPv4 Special-Purpose Address Registry, plus multicast. */
const IPV4_SPECIAL: ReadonlyArray<readonly [string, number, string]> = [
  ['0.0.0.0', 8, '"this network" (RFC 791)'],
  ['10.0.0.0', 8, 'private use (RFC 1918)'],
  ['100.64.0.0', 10, 'shared address space, carrier-grade NAT (RFC 6598)'],
  ['127.0.0.0', 8, 'loopback (RFC 1122)'],
  ['169.254.0.0', 16, 'link local, cloud metadata services (RFC 3927)'],
  ['172.16.0.0', 12, 'private use (RFC 1918)'],
  ['192.0.0.0', 24, 'IETF protocol assignments, DS-Lite, PCP and TURN anycast (RFC 6890, 7335, 7723, 8155)'],
  ['192.0.2.0', 24, 'documentation, TEST-NET-1 (RFC 5737)'],
  ['192.31.196.0', 24, 'AS112-v4 (RFC 7535)'],
  ['192.52.193.0', 24, 'AMT (RFC 7450)'],
  ['192.88.99.0', 24, 'deprecated 6to4 relay anycast (RFC 7526)'],
  ['192.168.0.0', 16, 'private use (RFC 1918)'],
  ['192.175.48.0', 24, 'direct delegation AS112 service (RFC 7534)'],
  ['198.18.0.0', 15, 'benchmarking (RFC 2544)'],
  ['198.51.100.0', 24, 'documentation, TEST-NET-2 (RFC 5737)'],
  ['203.0.113.0', 24, 'documentation, TEST-NET-3 (RFC 5737)'],
  ['224.0.0.0', 4, 'multicast (RFC 5771)'],
  ['240.0.0.0', 4, 'reserved, limited broadcast 255.255.255.255 included (RFC 1112, 919)'],
];

/** [network, prefix length, what it is] of the IANA IPv6 Special-Purpose Address Registry, plus the deprecated and multicast ranges. */
const IPV6_SPECIAL: ReadonlyArray<readonly [string, number, string]> = [
  ['::', 96, 'unspecified ::, loopback ::1 and the deprecated IPv4-compatible addresses (RFC 4291)'],
  ['64:ff9b:1::', 48, 'local-use IPv4/IPv6 translation (RFC 8215)'],
  ['100::', 64, 'discard-only (RFC 6666)'],
  ['100:0:0:1::', 64, 'dummy IPv6 prefix (RFC 9780)'],
  ['2001::', 23, 'IETF protocol assignments: Teredo, PCP/TURN/DNS-SD anycast, benchmarking, AMT, AS112, ORCHID (RFC 2928)'],
  ['2001:db8::', 32, 'documentation (RFC 3849)'],
  ['2002::', 16, '6to4, deprecated: the relay reaches whatever IPv4 address it embeds (RFC 3056, 7526)'],
  ['2620:4f:8000::', 48, 'direct delegation AS112 service (RFC 7534)'],
  ['3fff::', 20, 'documentation (RFC 9637)'],
  ['5f00::', 16, 'segment routing SIDs (RFC 9602)'],
  ['fc00::', 7, 'unique local (RFC 4193)'],
  ['fe80::', 10, 'link local (RFC 4291)'],
  ['fec0::', 10, 'deprecated site local (RFC 3879)'],
  ['ff00::', 8, 'multicast (RFC 4291)'],
];

const blockList = (family: 'ipv4' | 'ipv6', ranges: ReadonlyArray<readonly [string, number, string]>) => {
  const list = new BlockList();
  for (const [network, prefix] of ranges) list.addSubnet(network, prefix, family);
  return list;
};

const SPECIAL_V4 = blockList('ipv4', IPV4_SPECIAL);
const SPECIAL_V6 = blockList('ipv6', IPV6_SPECIAL);
/** Global unicast: the only IPv6 space IANA allocates to hosts (RFC 4291 §2.4, the IPv6 Address Space registry). */
const GLOBAL_UNICAST_V6 = blockList('ipv6', [['2000::', 3, 'global unicast']]);

/** The 16 bytes of an IPv6 address in text (a trailing dotted IPv4 part allowed), or null when it is not one. */
export function ipv6Bytes(address: string): Uint8Array | null {
  if (!isIPv6(address)) return null;
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const groups = (s: string) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const front = groups(head);
  const back = tail === null ? [] : groups(tail);
  const all = [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
  return Uint8Array.from(all.flatMap((g) => [g >> 8, g & 0xff]));
}

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

/**
 * The IPv4 host an IPv6 address reaches: IPv4-mapped (::ffff:0:0/96, RFC 4291) and NAT64's well-known
 * prefix (64:ff9b::/96, RFC 6052) carry it in their last four bytes. Null for any other address.
 */
export function embeddedIpv4(bytes: Uint8Array): string | null {
  const mapped = startsWith(bytes, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff]);
  const nat64 = startsWith(bytes, [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0]);
  return mapped || nat64 ? Array.from(bytes.subarray(12)).join('.') : null;
}

/** Whether an address is anything but an ordinary public unicast host; text that is not an IP address counts as internal. */
export function isSpecialAddress(address: string): boolean {
  if (isIPv4(address)) return SPECIAL_V4.check(address, 'ipv4');
  // A zone (fe80::1%eth0) belongs to a link-local address only.
  const bytes = address.includes('%') ? null : ipv6Bytes(address);
  if (!bytes) return true;
  const v4 = embeddedIpv4(bytes);
  if (v4) return SPECIAL_V4.check(v4, 'ipv4');
  return SPECIAL_V6.check(address, 'ipv6') || !GLOBAL_UNICAST_V6.check(address, 'ipv6');
}
