import type { Page } from '@playwright/test';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// axe-core from npm, put into the page by Playwright: nothing is downloaded (issue 19).
const require = createRequire(path.resolve('package.json'));
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export type PageCheck = {
  /** Critical and serious axe violations, as "rule: selector". */
  violations: string[];
  headingsOne: number;
  /** The page's width beyond the viewport, in pixels: a string that widened it. */
  overflow: number;
};

/**
 * axe over the whole page (Runtime.evaluate, so the CSP does not block it), h1s, width, once
 * the page's transitions have ended. `axe: false` counts the h1s and measures the width only.
 */
export async function checkPage(page: Page, { axe = true } = {}): Promise<PageCheck> {
  if (axe) await page.evaluate(axeSource);
  return page.evaluate(async (withAxe) => {
    // A button's colour eases for 0.15 s after a click: axe reads the colours where they end,
    // not halfway (endless animations, a spinner, are left running).
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([
      Promise.all(finite.map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
    const axe = (window as unknown as { axe: { run: (d: Document, o: object) => Promise<Run> } })
      .axe;
    type Run = {
      violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
    };
    const run: Run = withAxe
      ? await axe.run(document, { resultTypes: ['violations'] })
      : { violations: [] };
    return {
      violations: run.violations
        .filter((v) => v.impact === 'critical' || v.impact === 'serious')
        .flatMap((v) => v.nodes.map((n) => `${v.impact} ${v.id}: ${n.target.join(' ')}`)),
      headingsOne: document.querySelectorAll('h1').length,
      overflow: document.documentElement.scrollWidth - window.innerWidth,
    };
  }, axe);
}
