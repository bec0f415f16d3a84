import { expect, type Locator } from '../fixtures.ts';

/** The control lies within a screen `width` pixels wide: reached without scrolling sideways. */
export async function expectWithinScreen(control: Locator, width: number): Promise<void> {
  const box = await control.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= width, 'the button within the screen, no scrolling sideways').toBe(
    true,
  );
}
