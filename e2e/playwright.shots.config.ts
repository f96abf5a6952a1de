import { defineConfig } from '@playwright/test';
import suite from './playwright.config';

/**
 * `npm run shots`: the screenshot galleries (tests tagged @shots: every page at phone and desktop widths, dark and
 * light, several languages) for people to look at, in e2e/.artifacts/screens. Same servers and browser as the suite.
 */
export default defineConfig({
  ...suite,
  grep: /@shots/,
  grepInvert: undefined,
});
