import { render, screen } from '@testing-library/react';

// Counts how often the on-demand chunk is evaluated, i.e. fetched in the browser.
const chunkLoads = jest.fn();
jest.mock('./zawgyi', () => {
  chunkLoads();
  return jest.requireActual('./zawgyi');
});

import { hasMyanmar, loadedZawgyi, toUnicodeMyanmarAsync, toUnicodeMyanmarNow, useZawgyiSettled } from './myanmar-text';

function Settled({ text }: { text: string }) {
  return <output>{String(useZawgyiSettled(text))}</output>;
}

describe('myanmar-text (always loaded)', () => {
  it('answers text without Burmese at once and fetches nothing (first in this file)', async () => {
    for (const text of ['', 'Aung Aung', 'KBZ 9993', 'Ünïcødé ✓', '中文']) {
      expect(hasMyanmar(text)).toBe(false);
      expect(toUnicodeMyanmarNow(text)).toBe(text);
      await expect(toUnicodeMyanmarAsync(text)).resolves.toBe(text);
    }
    render(<Settled text="Latin only" />);
    expect(screen.getByRole('status')).toHaveTextContent('true');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(chunkLoads).not.toHaveBeenCalled();
    expect(loadedZawgyi()).toBeNull();
  });

  it('sees Burmese in the Myanmar blocks and their extensions', () => {
    expect(hasMyanmar('Mg ျမန္မာ')).toBe(true);
    expect(hasMyanmar('\uAA60')).toBe(true);
    expect(hasMyanmar('\uA9E0')).toBe(true);
    expect(hasMyanmar('\u10A0')).toBe(false);
  });

  it('fetches the converter for Burmese text once, then answers at once', async () => {
    expect(toUnicodeMyanmarNow('ျမန္မာ')).toBeNull();
    render(<Settled text="ျမန္မာ" />);
    expect(screen.getByRole('status')).toHaveTextContent('false');
    expect(await screen.findByText('true')).toBeInTheDocument();
    await expect(toUnicodeMyanmarAsync('ျမန္မာ')).resolves.toBe('မြန်မာ');
    expect(toUnicodeMyanmarNow('ျမန္မာ')).toBe('မြန်မာ');
    expect(toUnicodeMyanmarNow('မြန်မာ')).toBe('မြန်မာ');
    await expect(toUnicodeMyanmarAsync('ေအာင္ေအာင္')).resolves.toBe('အောင်အောင်');
    expect(chunkLoads).toHaveBeenCalledTimes(1);
  });
});
