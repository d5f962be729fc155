import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as antd from 'antd';
import { describe, expect, it } from 'vitest';
import { componentsUsedBy } from './antd-components';

/** A source folder with one module importing these antd components. */
function sourcesImporting(names: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'lms-antd-use-'));
  writeFileSync(join(dir, 'page.tsx'), `import { ${names.join(', ')} } from 'antd';\n`);
  return dir;
}

describe("the antd components whose styles the app's sheet holds", () => {
  it('holds those the app imports and those their code draws', () => {
    const used = componentsUsedBy(sourcesImporting(['Table', 'Modal']), Object.keys(antd));
    expect(used).toEqual(expect.arrayContaining(['Table', 'Modal', 'Pagination', 'Checkbox', 'Dropdown', 'Button']));
  });

  it('leaves out components only lending a helper, a context or texts', () => {
    // A button's style reads a colour helper of the colour picker, a modal the watermark's context,
    // a date picker the time picker's texts.
    const used = componentsUsedBy(sourcesImporting(['Button', 'Modal', 'DatePicker']), Object.keys(antd));
    for (const name of ['ColorPicker', 'Slider', 'Watermark', 'TimePicker', 'Calendar']) {
      expect(used, name).not.toContain(name);
    }
  });
});
