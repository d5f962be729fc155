import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inUseOrder, MODULES } from './modules.js';
import { serverSource } from './test/server-graph.js';

describe('the list of modules', () => {
  it('holds every module folder, by its name', () => {
    expect(Object.keys(MODULES).sort()).toEqual(readdirSync(path.join(serverSource, 'modules')).sort());
  });

  it('puts each module after every module it uses', () => {
    const order = inUseOrder();
    expect([...order].sort()).toEqual(Object.keys(MODULES).sort());
    for (const [name, manifest] of Object.entries(MODULES)) {
      for (const used of manifest.uses)
        expect(order.indexOf(used), `${name} uses ${used}`).toBeLessThan(order.indexOf(name));
    }
  });

  it('orders a small graph by what each uses, equals by name', () => {
    const graph = { web: { uses: ['core', 'auth'] }, auth: { uses: ['core'] }, core: { uses: [] }, any: { uses: [] } };
    expect(inUseOrder(graph)).toEqual(['any', 'core', 'auth', 'web']);
  });
});
