import type { Locator, Page } from '../fixtures.ts';

/** Moves the focus with Tab only until it reaches `target` (keyboard-only journeys); fails after `maxPresses`. */
export async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  // Found once: finding an element by its role and name reads the whole page, and a long
  // form took a second or more per press. Found again only if the screen replaced it.
  let element = await target.elementHandle();
  for (let press = 0; press < maxPresses; press += 1) {
    let focused = await element.evaluate((node) => (node.isConnected ? node === document.activeElement : null));
    if (focused === null) {
      element = await target.elementHandle();
      focused = await element.evaluate((node) => node === document.activeElement);
    }
    if (focused) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}
