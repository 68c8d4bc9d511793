/**
 * The Lambda bundles carry infra/bundling/jsonschema-model-check.cjs instead of ElectroDB's `jsonschema`
 * (issue 33). These tests run unbundled, on the real jsonschema: every entity and service of the code
 * builds (a malformed model throws here, where the stand-in would let it pass), and the stand-in answers
 * ElectroDB's two questions as the real validator does for what the code hands it.
 */
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Entity, Service } from 'electrodb';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const standIn = require('../../infra/bundling/jsonschema-model-check.cjs') as {
  Validator: new () => { validate: (instance: unknown) => { errors: unknown[] } };
};
/** ElectroDB's own check, on the real jsonschema: [is a model, why not]. */
const { testModel } = require('electrodb/src/validations') as {
  testModel: (instance: unknown) => [boolean, string];
};

const standInSaysModel = (instance: unknown) =>
  new standIn.Validator().validate(instance).errors.length === 0;

/** Every module under functions/<module>/entities/ (and the shared ones). */
const entityModules = () =>
  readdirSync(path.join(repoRoot, 'functions'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)entities\/[^/]+\.ts$/.test(file) && !file.includes('/tests/'))
    .map((file) => path.join(repoRoot, 'functions', file));

const builtInstances = async () => {
  const entities: object[] = [];
  const services: object[] = [];
  for (const file of entityModules()) {
    const module = (await import(file)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (value instanceof Entity) entities.push(value);
      else if (value instanceof Service) services.push(value);
    }
  }
  return { entities, services };
};

// Entities read their table's name when a service joins them (a stand-in name: nothing is sent).
process.env.TABLE_NAME ??= 'jsonschema-model-check';

describe("the bundles' stand-in for ElectroDB's model validator", () => {
  it('every entity and service of the code builds with the real validator, and none is taken for a model', async () => {
    const { entities, services } = await builtInstances();
    expect(entities.length).toBeGreaterThan(40);
    expect(services.length).toBeGreaterThan(5);
    for (const entity of entities) {
      // Building it (the lazy entity builds on first property read) validates its model for real.
      expect((entity as { model: { entity: string } }).model.entity).toEqual(expect.any(String));
      expect(testModel(entity)[0]).toBe(false);
      expect(standInSaysModel(entity)).toBe(false);
    }
    for (const service of services)
      expect(Object.keys((service as { entities: object }).entities)).not.toEqual([]);
    // About 60 entity modules imported afresh: seconds on a loaded 2-core machine.
  }, 30_000);

  it('takes a model for a model, as the real validator does', () => {
    const model = {
      model: { entity: 'thing', service: 'marketplace', version: '1' },
      attributes: { id: { type: 'string', required: true } },
      indexes: { primary: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } } },
    };
    expect(testModel(model)[0]).toBe(true);
    expect(standInSaysModel(model)).toBe(true);
  });
});
