import { describe, expect, it } from 'vitest';
import { tableKey } from '../../data/entity';

describe('tableKey: an index key declared by the table format', () => {
  it('reads the composite attributes from the template, in order', () => {
    expect(tableKey('sk', 'SALE#${period}#${order_id}')).toEqual({
      field: 'sk',
      composite: ['period', 'order_id'],
      template: 'SALE#${period}#${order_id}',
      casing: 'none',
    });
  });

  it('a constant template has no composite attributes', () => {
    expect(tableKey('sk', 'PROFILE')).toEqual({
      field: 'sk',
      composite: [],
      template: 'PROFILE',
      casing: 'none',
    });
  });

  it('without a template the field is its own attribute', () => {
    expect(tableKey('gsi1pk')).toEqual({ field: 'gsi1pk', composite: ['gsi1pk'], casing: 'none' });
  });
});
