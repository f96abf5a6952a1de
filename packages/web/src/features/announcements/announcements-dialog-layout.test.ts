import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The notices popup's layout rules (issue 13: on a desktop the list overlapped the article, on a phone the article
 * ran past the right edge). jsdom lays nothing out, so the rules that prevent both are read from the stylesheet.
 */
const css = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'announcements-dialog.module.css'),
  'utf8',
).replace(/\/\*[\s\S]*?\*\//g, '');

/** The declarations of the first rule whose selector is exactly `selector`. */
function rule(selector: string, within = css): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(?:^|\\})\\s*${escaped}\\s*\\{([^}]*)\\}`, 'm').exec(within);
  return match?.[1] ?? '';
}

describe('notices popup layout', () => {
  it('puts the list beside the article only when the dialog itself is wide, never by the window', () => {
    expect(css).not.toMatch(/@media[^{]*min-width/);
    expect(rule('.dialog.dialog')).toMatch(/container-type:\s*inline-size/);
    const wide = /@container \(min-width: \d+px\) \{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
    expect(rule('.body', wide)).toMatch(/grid-template-columns:\s*minmax\(\d+px, 1fr\) minmax\(0, 2fr\)/);
  });

  it('lets every column and the list titles shrink, so nothing pushes past the edge', () => {
    expect(rule('.body')).toMatch(/grid-template-columns:\s*minmax\(0, 1fr\)/);
    expect(rule('.body')).toMatch(/min-inline-size:\s*0/);
    expect(rule('.list')).toMatch(/min-inline-size:\s*0/);
    expect(rule('.list ul')).toMatch(/grid-template-columns:\s*minmax\(0, 1fr\)/);
    expect(rule('.item')).toMatch(/overflow:\s*hidden/);
    expect(rule('.item span')).toMatch(/min-inline-size:\s*0/);
    expect(rule('.article')).toMatch(/min-inline-size:\s*0/);
    expect(css).toMatch(/\.content table\s*\{[^}]*overflow-x:\s*auto/);
  });
});
