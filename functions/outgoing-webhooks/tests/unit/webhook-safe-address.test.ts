/**
 * The addresses an outgoing webhook may not reach (SSRF), IPv4 and IPv6, including every IPv6 form that
 * carries an IPv4 address, in every spelling: compressed, expanded, dotted tail, upper case, zone id.
 */
import { describe, expect, it } from 'vitest';
import { ipv6Groups } from '../../../shared/net/ipv6';
import { addressRefusal } from '../../../shared/net/public-address';

describe('addressRefusal', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.254',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '0:0:0:0:0:0:0:1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'FD12:3456::1',
    'fe80::1',
    'fe80::1%eth0',
    'FE80::1%25',
    'fec0::1',
    'ff02::1',
    '2001:db8::1',
    'not-an-address',
    ':::1',
    '1::2::3',
  ])('refuses %s as private', (address) => {
    expect(addressRefusal(address)).toBe('private');
  });

  it.each([
    // IPv4-compatible ::/96 (loopback, private, metadata and public alike)
    ['IPv4-compatible, compressed', '::7f00:1'],
    ['IPv4-compatible, expanded', '0:0:0:0:0:0:7f00:1'],
    ['IPv4-compatible, zero-padded', '0000:0000:0000:0000:0000:0000:7f00:0001'],
    ['IPv4-compatible, dotted', '::127.0.0.1'],
    ['IPv4-compatible, upper case', '::7F00:1'],
    ['IPv4-compatible, zone id', '::7f00:1%eth0'],
    ['IPv4-compatible metadata', '::a9fe:a9fe'],
    ['IPv4-compatible public', '::808:808'],
    // IPv4-mapped ::ffff:0:0/96
    ['IPv4-mapped, dotted', '::ffff:127.0.0.1'],
    ['IPv4-mapped, upper case dotted', '::FFFF:127.0.0.1'],
    ['IPv4-mapped, hex', '::ffff:7f00:1'],
    ['IPv4-mapped, expanded', '0:0:0:0:0:ffff:7f00:1'],
    ['IPv4-mapped, expanded dotted', '0:0:0:0:0:FFFF:10.0.0.1'],
    ['IPv4-mapped metadata', '::ffff:a9fe:a9fe'],
    ['IPv4-mapped RFC 1918', '::ffff:10.0.0.1'],
    ['IPv4-mapped public', '::ffff:8.8.8.8'],
    ['IPv4-mapped, zone id', '::ffff:127.0.0.1%lo'],
    // IPv4-translated ::ffff:0:0:0/96
    ['IPv4-translated', '::ffff:0:7f00:1'],
    ['IPv4-translated, dotted', '::ffff:0:127.0.0.1'],
    // NAT64 64:ff9b::/96 and local-use 64:ff9b:1::/48
    ['NAT64, compressed', '64:ff9b::7f00:1'],
    ['NAT64, dotted', '64:ff9b::10.0.0.1'],
    ['NAT64, expanded', '0064:ff9b:0000:0000:0000:0000:0a00:0001'],
    ['NAT64, upper case', '64:FF9B::A9FE:A9FE'],
    ['NAT64 public', '64:ff9b::808:808'],
    ['local-use NAT64', '64:ff9b:1::a00:1'],
    // 6to4 2002::/16: bits 16–47 are the IPv4 address
    ['6to4 loopback, compressed', '2002:7f00:1::'],
    ['6to4 loopback, expanded', '2002:7f00:0001:0000:0000:0000:0000:0000'],
    ['6to4 RFC 1918', '2002:a00:1::1'],
    ['6to4, upper case', '2002:C0A8:101::1'],
    ['6to4 public', '2002:808:808::1'],
    // Teredo 2001::/32: the client's IPv4 is obfuscated (bits inverted) in the last 32 bits
    ['Teredo, loopback client', '2001:0:4136:e378:8000:63bf:80ff:fffe'],
    ['Teredo, compressed', '2001::7f00:1'],
    ['Teredo, upper case', '2001:0:4136:E378:8000:63BF:3FFF:FDD2'],
    // ISATAP names its IPv4 tunnel end in the interface identifier, under any prefix
    ['ISATAP, private tunnel end', '2606:4700::5efe:10.0.0.1'],
    ['ISATAP, universal bit, loopback', '2606:4700:0:0:200:5efe:7f00:1'],
  ])('refuses %s (%s) as an IPv4 inside IPv6', (_form, address) => {
    expect(addressRefusal(address)).toBe('embedded-ipv4');
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::1111',
    '2606:4700:4700::1001',
    '2A00:1450:4001:81C::200E',
    '2606:4700::5efe:8.8.8.8',
  ])('allows the public %s', (address) => {
    expect(addressRefusal(address)).toBeUndefined();
  });
});

describe('ipv6Groups', () => {
  it.each([
    ['::', [0, 0, 0, 0, 0, 0, 0, 0]],
    ['::1', [0, 0, 0, 0, 0, 0, 0, 1]],
    ['1::', [1, 0, 0, 0, 0, 0, 0, 0]],
    ['::127.0.0.1', [0, 0, 0, 0, 0, 0, 0x7f00, 1]],
    ['::ffff:10.0.0.1', [0, 0, 0, 0, 0, 0xffff, 0x0a00, 1]],
    ['1:2:3:4:5:6:1.2.3.4', [1, 2, 3, 4, 5, 6, 0x0102, 0x0304]],
    ['2002:7F00:1::', [0x2002, 0x7f00, 1, 0, 0, 0, 0, 0]],
    ['fe80::1%eth0', [0xfe80, 0, 0, 0, 0, 0, 0, 1]],
    ['1:2:3:4:5:6:7:8', [1, 2, 3, 4, 5, 6, 7, 8]],
  ])('reads %s as its eight groups', (text, groups) => {
    expect(ipv6Groups(text)).toEqual(groups);
  });

  it.each(['127.0.0.1', '1:2:3:4:5:6:7', '1:2:3:4:5:6:7:8:9', '::12345', 'example.com', '::1.2.3'])(
    'reads %s as not IPv6',
    (text) => {
      expect(ipv6Groups(text)).toBeUndefined();
    },
  );
});
