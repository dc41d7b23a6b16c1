import { describe, expect, it } from 'vitest';
import { colourName, isKnownColour } from './colourNames';

describe("the back office's colour names (the shop's one vocabulary)", () => {
  it('shows staff what shoppers read for the English key they typed', () => {
    expect(colourName('Navy', 'he')).toBe('כחול כהה');
    expect(colourName('Navy', 'ru')).toBe('Тёмно-синий');
    expect(colourName('Navy', 'en')).toBe('Navy');
  });

  it('tells an unknown colour, which is shown as typed', () => {
    expect(isKnownColour('Neon Lime')).toBe(false);
    expect(colourName('Neon Lime', 'he')).toBe('Neon Lime');
  });
});
