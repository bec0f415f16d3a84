import type { Locator, Page } from '../fixtures.ts';

/** Moves the focus with Tab only until it reaches `target` (keyboard-only journeys); fails after `maxPresses`. */
export async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}
