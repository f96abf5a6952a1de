import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * HTML from the server (announcements, help articles), cleaned again in the browser before it is shown (the server
 * cleans it when it is stored): formatting, lists, links and images only.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        ALLOWED_TAGS: [
          'p',
          'br',
          'b',
          'strong',
          'i',
          'em',
          'u',
          's',
          'span',
          'ul',
          'ol',
          'li',
          'h3',
          'h4',
          'a',
          'img',
          'blockquote',
        ],
        ALLOWED_ATTR: ['href', 'target', 'rel', 'src', 'alt', 'width', 'height'],
      }),
    [html],
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised just above with DOMPurify.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
