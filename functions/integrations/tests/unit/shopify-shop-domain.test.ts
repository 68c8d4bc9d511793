import { describe, expect, it } from 'vitest';
import { normalizeShopDomain } from '../../shopify/shop-domain';

describe('normalizeShopDomain', () => {
  it.each([
    ['demo-store', 'demo-store.myshopify.com'],
    ['demo-store.myshopify.com', 'demo-store.myshopify.com'],
    ['https://demo-store.myshopify.com/admin', 'demo-store.myshopify.com'],
    ['http://demo-store.myshopify.com/', 'demo-store.myshopify.com'],
    ['  Demo-Store.MyShopify.com  ', 'demo-store.myshopify.com'],
    ['demo-store.myshopify.com/products/tee?x=1', 'demo-store.myshopify.com'],
    ['https://admin.shopify.com/store/demo-store/products', 'demo-store.myshopify.com'],
    ['glow42', 'glow42.myshopify.com'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeShopDomain(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'demo store',
    'demo_store',
    '-demo',
    'demo-',
    'evil.com',
    'shop.example.com',
    'demo-store.myshopify.com.evil.com',
    'https://evil.com/demo-store.myshopify.com',
    'user@demo-store.myshopify.com',
    'demo-store.myshopify.com:8443',
    'ftp://demo-store.myshopify.com',
    'javascript:alert(1)',
    'https://admin.shopify.com/store/',
    'a'.repeat(61),
  ])('%j is not a shop', (input) => {
    expect(normalizeShopDomain(input)).toBeNull();
  });
});
