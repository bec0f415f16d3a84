import { expect, test } from './fixtures.ts';

/**
 * Issue #37: on a slow phone, letters typed in « Ville » and days ticked quickly were lost, and
 * the list then said there was no workshop. Typed at phone speed on a CPU slowed four times,
 * every letter and every tick stays, and the address holds them.
 */
test('P2-WSL-20 the workshops filters keep every letter typed and every day ticked at phone speed, on a CPU slowed four times', async ({
  page,
}) => {
  await page.goto('/workshops');
  const city = page.getByRole('combobox', { name: 'Ville' });
  await expect(city).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    await city.pressSequentially('Bordeaux', { delay: 250 });
    const days = page.getByRole('group', { name: 'Jour de la semaine' });
    for (const day of ['Lundi', 'Mardi', 'Mercredi', 'Jeudi']) await days.getByRole('checkbox', { name: day }).click();
    await expect(city).toHaveValue('Bordeaux');
    for (const day of ['Lundi', 'Mardi', 'Mercredi', 'Jeudi'])
      await expect(days.getByRole('checkbox', { name: day })).toBeChecked();
    await expect
      .poll(() => new URL(page.url()).searchParams.get('city'), { message: 'the address keeps the town' })
      .toBe('Bordeaux');
    expect(new URL(page.url()).search).toMatch(/days=1(%2C|,)2(%2C|,)3(%2C|,)4|days=1&days=2&days=3&days=4/);
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
});
