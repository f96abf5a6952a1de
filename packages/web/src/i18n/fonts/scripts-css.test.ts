// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const FAMILIES = ['bengali', 'devanagari', 'tamil', 'khmer', 'myanmar', 'thai', 'arabic'];

interface Face {
  family: string;
  weight: string;
  file: string;
  range: string;
}

/** The faces of a stylesheet: family, weight, its woff2 file's name and its unicode-range. */
function faces(css: string): Face[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => ({
    family: /font-family:\s*["']([^"']+)["']/.exec(body)?.[1] ?? '',
    weight: /font-weight:\s*(\d+)/.exec(body)?.[1] ?? '',
    file: /([\w-]+)\.woff2/.exec(body)?.[1] ?? '',
    range: (/unicode-range:\s*([^;]+);/.exec(body)?.[1] ?? '').replace(/\s+/g, ''),
  }));
}

const ours = faces(readFileSync(new URL('./scripts.css', import.meta.url), 'utf8'));

describe('script fonts stylesheet', () => {
  it("declares every script subset of @fontsource's faces with the same unicode-range, and no Latin subset", () => {
    const expected = FAMILIES.flatMap((family) =>
      ['400', '700'].flatMap((weight) =>
        faces(readFileSync(require.resolve(`@fontsource/noto-sans-${family}/${weight}.css`), 'utf8')).filter(
          (face) => !/-latin(-ext)?-\d+-normal$/.test(face.file),
        ),
      ),
    );
    expect(expected.length).toBeGreaterThanOrEqual(FAMILIES.length * 2);
    expect(ours).toEqual(expected);
  });

  it('points at files that @fontsource ships', () => {
    for (const face of ours) {
      const family = face.file.split('-').slice(0, 3).join('-');
      expect(() => require.resolve(`@fontsource/${family}/files/${face.file}.woff2`)).not.toThrow();
    }
  });
});
