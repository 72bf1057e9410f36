// Opens the judge's HTML report in headless Chromium through playwright-core and fails when the
// page logs a console error, throws, or asks for anything but itself (the report must be
// self-contained); also checks that the boards it was made to show are on the page and visible.
// Run by scripts/html-report-check.sh, which installs playwright-core into a temporary folder.
//
// Usage: node html-report-check.mjs REPORT.html
// Environment: PLAYWRIGHT_CORE_DIR  folder whose node_modules holds playwright-core (required)
//              CHROMIUM             the browser to drive (default /usr/bin/chromium)
// Exit status: 0 clean, 1 the page has a problem, 2 the check itself could not run.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import path from 'node:path';

const [report] = process.argv.slice(2);
if (!report || !process.env.PLAYWRIGHT_CORE_DIR) {
  console.error('usage: PLAYWRIGHT_CORE_DIR=DIR node html-report-check.mjs REPORT.html');
  process.exit(2);
}
// playwright-core lives in a temporary folder, not beside this script, so resolve it from there.
const require = createRequire(path.join(path.resolve(process.env.PLAYWRIGHT_CORE_DIR), 'package.json'));
const { chromium } = require('playwright-core');

const url = pathToFileURL(path.resolve(report)).href;
const problems = [];
let browser;
try {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    // No sandbox: CI runs as root in a container. The rest keeps Chromium off the network.
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
} catch (e) {
  console.error(`html-report-check: cannot start Chromium: ${e.message}`);
  process.exit(2);
}
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 2000 } });
  page.on('console', (message) => {
    if (message.type() === 'error') {
      const where = message.location();
      problems.push(`console error: ${message.text()}${where.url ? ` (${where.url}:${where.lineNumber})` : ''}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught page error: ${error.message}`));
  page.on('request', (request) => {
    if (request.url() !== url && !request.url().startsWith('data:')) {
      problems.push(`the page requested ${request.url()}; the report must load nothing`);
    }
  });
  page.on('requestfailed', (request) => {
    problems.push(`request failed: ${request.url()}: ${request.failure()?.errorText}`);
  });

  const response = await page.goto(url, { waitUntil: 'load' });
  if (response && !response.ok()) {
    problems.push(`loading ${url} gave status ${response.status()}`);
  }
  // Opening every collapsed test renders all of it, so an error hiding there shows too.
  await page.evaluate(() => document.querySelectorAll('details').forEach((d) => { d.open = true; }));
  await page.waitForTimeout(200);

  const seen = await page.evaluate(() => {
    const visible = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
    const count = (selector) => [...document.querySelectorAll(selector)].filter(visible).length;
    return {
      queensBoards: count('.board'),
      queens: count('.board .q'),
      sudokus: count('.sudoku'),
      sudokuCells: count('.sudoku .box > span'),
      scripts: document.querySelectorAll('script').length,
    };
  });
  console.log(`html-report-check: ${seen.queensBoards} N-Queens boards (${seen.queens} queens), `
    + `${seen.sudokus} Sudoku grids (${seen.sudokuCells} cells) drawn`);
  if (seen.queensBoards === 0 || seen.queens === 0) problems.push('no N-Queens board is drawn');
  if (seen.sudokus === 0 || seen.sudokuCells !== 81 * seen.sudokus) problems.push('no complete Sudoku grid is drawn');
  if (seen.scripts !== 0) problems.push(`the report holds ${seen.scripts} script elements; it needs none`);
} finally {
  await browser.close();
}

if (problems.length > 0) {
  problems.forEach((p) => console.error(`html-report-check: ${p}`));
  process.exit(1);
}
console.log('html-report-check: no console errors, no page errors, no requests beyond the file itself');
