/**
 * Help topics, addressable as /help#anchor (spec 2). The footer links to them and the help page lists them;
 * their content comes with the help-centre call (issue 6).
 */
export const HELP_TOPICS = [
  { anchor: 'about', labelKey: 'footer_about' },
  { anchor: 'faq', labelKey: 'footer_faq' },
  { anchor: 'terms', labelKey: 'footer_terms' },
  { anchor: 'privacy', labelKey: 'footer_privacy' },
  { anchor: 'responsible', labelKey: 'footer_responsible' },
  { anchor: 'contact', labelKey: 'footer_contact' },
] as const;
