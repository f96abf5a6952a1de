import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html';

describe('SafeHtml (DOMPurify in the browser)', () => {
  const payloads = [
    '<img src=x onerror="window.hacked=1">',
    '<script>window.hacked=1</script>',
    '<a href="javascript:window.hacked=1">x</a>',
    '<iframe src="https://evil.example"></iframe>',
    '<p style="background:url(javascript:x)" onclick="x()">y</p>',
    '<svg><script>window.hacked=1</script></svg>',
  ];
  for (const payload of payloads) {
    it(`renders ${payload.slice(0, 30)} inert`, () => {
      const { container } = render(<SafeHtml html={payload} />);
      const html = container.innerHTML.toLowerCase();
      expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<svg|style=/);
    });
  }

  it('keeps the formatting', () => {
    const { container } = render(<SafeHtml html="<h4>Q</h4><p><b>A</b> <a href='https://x.example'>link</a></p>" />);
    expect(container.querySelector('h4')?.textContent).toBe('Q');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://x.example');
  });
});
