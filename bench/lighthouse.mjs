// Lighthouse's mobile profile (simulated slow 4G and a 4x slower CPU, Moto G Power screen) against a page.
// Each page is audited `runs` times and the median run (by performance score) is kept: one run moves a lot on a
// shared machine.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function audit(url, { runs = 3 } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: FLAGS,
  });
  try {
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const a = lhr.audits;
      results.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        lcpMs: a['largest-contentful-paint'].numericValue,
        fcpMs: a['first-contentful-paint'].numericValue,
        cls: a['cumulative-layout-shift'].numericValue,
        tbtMs: a['total-blocking-time'].numericValue,
      });
    }
    results.sort((x, y) => x.performance - y.performance);
    return { ...results[Math.floor(results.length / 2)], runs: results.map((r) => r.performance) };
  } finally {
    await chrome.kill();
  }
}
