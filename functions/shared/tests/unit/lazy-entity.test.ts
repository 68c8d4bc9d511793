/**
 * Entities and services are built on first use, so a Lambda's cold start pays only for the entities its
 * handler touches (functions/shared/data/entity.ts), and behave exactly like ElectroDB's own objects.
 */
import { Entity, Service } from 'electrodb';
import { describe, expect, it } from 'vitest';
import { defineEntity, defineService, SERVICE, tableKey } from '../../data/entity';

process.env.TABLE_NAME ??= 'lazy-test';

const model = (entity: string) =>
  ({
    model: { entity, version: '1', service: SERVICE },
    attributes: { brand_id: { type: 'string', required: true }, name: { type: 'string' } },
    indexes: { primary: { pk: tableKey('pk', 'BRAND#${brand_id}'), sk: tableKey('sk', 'NOTE') } },
  }) as const;

describe('lazily built entities', () => {
  it('a model is validated on first use, not when it is defined', () => {
    // biome-ignore lint/suspicious/noExplicitAny: an invalid model on purpose.
    const broken = defineEntity({ model: { entity: 'broken' }, attributes: {}, indexes: {} } as any);
    expect(() => broken.get({}).params()).toThrow();
  });

  it('is an ElectroDB entity that builds the same requests', () => {
    const note = defineEntity(model('note'));
    expect(note).toBeInstanceOf(Entity);
    expect(note.get({ brand_id: 'b1' }).params()).toMatchObject({ Key: { pk: 'BRAND#b1', sk: 'NOTE' } });
  });

  it('a service of lazy entities joins them when it is first used', () => {
    const service = defineService({ note: defineEntity(model('note')), memo: defineEntity(model('memo')) });
    expect(service).toBeInstanceOf(Service);
    expect(Object.keys(service.entities)).toEqual(['note', 'memo']);
  });
});
