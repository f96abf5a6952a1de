import { randomInt } from 'node:crypto';
import { GLYPHS } from './glyphs.js';
import { encodePng } from './png.js';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 44;

/**
 * Draws `text` as a PNG: each character scaled, shifted and sheared at random, in its own dark colour, over a
 * light background with noise dots and crossing lines, so the answer is readable by people and not by a plain OCR
 * of the bitmap font.
 */
export function drawCaptcha(text: string): Buffer {
  const w = CAPTCHA_WIDTH;
  const h = CAPTCHA_HEIGHT;
  const rgb = new Uint8Array(w * h * 3);
  const bg = [232 + randomInt(16), 232 + randomInt(16), 226 + randomInt(16)];
  for (let i = 0; i < w * h; i++) rgb.set(bg, i * 3);
  const plot = (x: number, y: number, c: number[]) => {
    const xi = Math.round(x);
    const yi = Math.round(y);
    if (xi < 0 || yi < 0 || xi >= w || yi >= h) return;
    rgb.set(c, (yi * w + xi) * 3);
  };
  // Noise dots.
  for (let i = 0; i < 260; i++)
    plot(randomInt(w), randomInt(h), [120 + randomInt(110), 120 + randomInt(110), 120 + randomInt(110)]);
  const cell = Math.floor((w - 12) / text.length);
  [...text].forEach((ch, index) => {
    const glyph = GLYPHS[ch];
    if (!glyph) throw new Error(`no glyph for ${ch}`);
    const scale = 3.4 + randomInt(8) / 10;
    const shear = (randomInt(61) - 30) / 100;
    const ox = 6 + index * cell + randomInt(Math.max(1, cell - Math.ceil(5 * scale)));
    const oy = 4 + randomInt(Math.max(1, h - 8 - Math.ceil(7 * scale)));
    const colour = [randomInt(90), randomInt(90), 40 + randomInt(110)];
    glyph.forEach((row, gy) => {
      for (let gx = 0; gx < 5; gx++) {
        if (!((row >> (4 - gx)) & 1)) continue;
        for (let sy = 0; sy < scale; sy += 0.5) {
          for (let sx = 0; sx < scale; sx += 0.5) {
            const y = oy + gy * scale + sy;
            plot(ox + gx * scale + sx + (y - oy) * shear, y, colour);
          }
        }
      }
    });
  });
  // Crossing lines over the text.
  for (let line = 0; line < 3; line++) {
    const colour = [60 + randomInt(120), 60 + randomInt(120), 60 + randomInt(120)];
    let y = randomInt(h);
    const slope = (randomInt(41) - 20) / 40;
    for (let x = 0; x < w; x++) {
      plot(x, y, colour);
      y += slope;
    }
  }
  return encodePng(w, h, rgb);
}
