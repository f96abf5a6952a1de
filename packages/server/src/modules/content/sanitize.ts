import sanitizeHtml from 'sanitize-html';

/**
 * Announcement and help HTML is cleaned when it is stored (and the page cleans it again before showing it): text
 * formatting, lists, links and images only; no scripts, event handlers, styles, frames or javascript: URLs.
 */
export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
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
    allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
    allowedSchemes: ['https', 'http', 'mailto'],
    allowedSchemesByTag: { img: ['https', 'http', 'data'] },
    allowProtocolRelative: false,
    transformTags: {
      // Links open apart from the site and pass nothing back to it.
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
    },
  });
}
