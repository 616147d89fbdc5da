import { describe, expect, it } from 'vitest';
import { createAddressGuard, isBlockedAddress } from './address-guard';

describe('isBlockedAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.10',
    '169.254.169.254',
    '100.64.1.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1%eth0',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '64:ff9b::a9fe:a9fe',
    '[::1]',
    'not-an-address',
  ])('blocks %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:2800:220:1::1', '::ffff:93.184.216.34'])('allows %s', (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });
});

const resolve = async () => ['93.184.216.34', '192.168.1.4'];

describe('the address guard', () => {
  it('refuses a name when any one of its addresses is private, and allows it when the operator says so', async () => {
    await expect(createAddressGuard({ allowPrivate: false, resolve }).addressesFor('mixed.example')).rejects.toThrow(/192\.168\.1\.4/);
    await expect(createAddressGuard({ allowPrivate: true, resolve }).addressesFor('mixed.example')).resolves.toHaveLength(2);
  });
});
