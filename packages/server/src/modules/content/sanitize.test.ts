import { describe, expect, it } from 'vitest';
import { sanitizeContent } from './sanitize.js';

/** Classic XSS payloads: each must come out inert (no script, handler, javascript: URL or frame survives). */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p onclick="alert(1)">x</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<form action="https://evil.example"><input type="submit"></form>',
  '"><script>alert(1)</script>',
  '<img src="data:text/html,<script>alert(1)</script>">',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
];

describe('announcement HTML sanitiser', () => {
  for (const payload of PAYLOADS) {
    it(`neutralises ${payload.slice(0, 40)}`, () => {
      const out = sanitizeContent(payload).toLowerCase();
      expect(out).not.toMatch(
        /<script|onerror|onload|onclick|javascript:|<iframe|<object|<svg|<form|<base|<meta|<style|style=/,
      );
    });
  }

  it('keeps formatting, lists, safe links and images', () => {
    expect(
      sanitizeContent('<p><b>Big</b> <a href="https://aurora.example/promo">win</a></p><ul><li>one</li></ul>'),
    ).toBe(
      '<p><b>Big</b> <a href="https://aurora.example/promo" target="_blank" rel="noopener noreferrer">win</a></p><ul><li>one</li></ul>',
    );
    expect(sanitizeContent('<img src="https://cdn.example/a.png" alt="a">')).toBe(
      '<img src="https://cdn.example/a.png" alt="a" />',
    );
  });
});
