import { isIPv6 } from 'node:net';

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** How many 16-bit groups a part of an IPv6 address holds (a dotted IPv4 tail counts two). */
const groupCount = (groups: string[]) =>
  groups.reduce((total, group) => total + (group.includes('.') ? 2 : 1), 0);

/**
 * The address a sign-in is counted against. One person or network holds a whole IPv6 /64
 * (a home line, a cloud machine) and can pick any address in it, so IPv6 addresses count by
 * their /64; an IPv4-mapped address counts as the IPv4 address it is.
 */
export function throttleAddress(ip: string): string {
  const address = ip.split('%')[0]!;
  const mapped = IPV4_MAPPED.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros =
    tail === undefined ? [] : Array<string>(8 - groupCount(headGroups) - groupCount(tailGroups));
  const prefix = [...headGroups, ...zeros.fill('0'), ...tailGroups].slice(0, 4);
  return `${prefix.map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}
