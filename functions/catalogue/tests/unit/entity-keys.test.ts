/**
 * The catalogue's ElectroDB entities address exactly the keys the table already holds (keys.ts):
 * items written before the entities existed are read and changed in place.
 */
import { describe, expect, it } from 'vitest';
import { keys, prefixes } from '../../../shared/data/keys';
import { activeImport, importJob } from '../../entities/import-job';

// Building params needs a table name; nothing is sent.
process.env.TABLE_NAME ??= 'keys-test';

const keyOf = (params: { Key?: unknown }) => params.Key;

describe('catalogue entity keys', () => {
  it('import jobs and the active-import marker', () => {
    expect(keyOf(importJob.get({ brandId: 'br_1', id: 'imp_2' }).params())).toEqual(
      keys.importJob('br_1', 'imp_2'),
    );
    expect(keyOf(activeImport.update({ brandId: 'br_1' }).set({ finished: true }).params())).toEqual(
      keys.activeImport('br_1'),
    );
    const latest = importJob.query.primary({ brandId: 'br_1' }).begins({ id: 'imp_' }).params();
    expect(Object.values(latest.ExpressionAttributeValues)).toEqual([
      keys.brand('br_1').pk,
      `${prefixes.importJob}imp_`,
    ]);
  });
});
