/**
 * docs/architecture.md describes what exists: every module of functions/, every event of the catalogue,
 * every rule, stream consumer and schedule is named in it, and no source comment cites a document the
 * repository does not have (comments cite "docs/architecture.md section N").
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../events/catalogue';
import { rules } from '../../events/rules';
import { schedules } from '../../events/schedules';
import { streamConsumers } from '../../events/stream-consumers';

const root = fileURLToPath(new URL('../../', import.meta.url));
const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
const named = (name: string) => doc.includes(`\`${name}\``);

const modules = readdirSync(path.join(root, 'functions')).filter(
  (entry) => entry !== 'shared' && statSync(path.join(root, 'functions', entry)).isDirectory(),
);

describe('docs/architecture.md is in step with the code', () => {
  it('names every module of functions/', () => {
    expect(modules.length).toBeGreaterThan(5);
    expect(modules.filter((module) => !named(module))).toEqual([]);
  });

  it('names every event of the catalogue', () => {
    expect(Object.keys(catalogue).filter((event) => !named(event))).toEqual([]);
  });

  it('names every rule, stream consumer and schedule', () => {
    const names = [...rules, ...streamConsumers, ...schedules].map((entry) => entry.name);
    expect(names.filter((name) => !named(name))).toEqual([]);
  });

  it('no source file cites a document the repository does not have', () => {
    const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    const missing: string[] = [];
    for (const file of files) {
      if (!existsSync(path.join(root, file))) continue;
      for (const [cited] of readFileSync(path.join(root, file), 'utf8').matchAll(/[\w./-]+\.md\b/g)) {
        const candidates = [path.join(root, cited), path.join(root, path.dirname(file), cited)];
        if (!candidates.some((candidate) => existsSync(candidate))) missing.push(`${file}: ${cited}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
