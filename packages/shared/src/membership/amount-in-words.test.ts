import { describe, expect, it } from 'vitest';
import { amountInWords, numberToFrenchWords } from './amount-in-words.ts';

describe('numberToFrenchWords', () => {
  it.each([
    [0, 'zéro'],
    [1, 'un'],
    [16, 'seize'],
    [17, 'dix-sept'],
    [21, 'vingt et un'],
    [22, 'vingt-deux'],
    [61, 'soixante et un'],
    [70, 'soixante-dix'],
    [71, 'soixante et onze'],
    [77, 'soixante-dix-sept'],
    [80, 'quatre-vingts'],
    [81, 'quatre-vingt-un'],
    [90, 'quatre-vingt-dix'],
    [91, 'quatre-vingt-onze'],
    [99, 'quatre-vingt-dix-neuf'],
    [100, 'cent'],
    [101, 'cent un'],
    [180, 'cent quatre-vingts'],
    [200, 'deux cents'],
    [201, 'deux cent un'],
    [1000, 'mille'],
    [1001, 'mille un'],
    [1234, 'mille deux cent trente-quatre'],
    [2000, 'deux mille'],
    [21_000, 'vingt et un mille'],
    [80_000, 'quatre-vingt mille'],
    [200_000, 'deux cent mille'],
    [1_000_000, 'un million'],
    [2_000_000, 'deux millions'],
    [200_000_000, 'deux cents millions'],
    [80_000_000, 'quatre-vingts millions'],
    [1_000_000_000, 'un milliard'],
  ])('%i → %s', (n, words) => {
    expect(numberToFrenchWords(n)).toBe(words);
  });

  it('refuses what is not a whole number in range', () => {
    expect(() => numberToFrenchWords(-1)).toThrow(RangeError);
    expect(() => numberToFrenchWords(1.5)).toThrow(RangeError);
  });
});

describe('amountInWords (tax receipt, CERFA 11580*05)', () => {
  it.each([
    [5000, 'cinquante euros'],
    [2000, 'vingt euros'],
    [3000, 'trente euros'],
    [100, 'un euro'],
    [0, 'zéro euro'],
    [1, 'un centime'],
    [99, 'quatre-vingt-dix-neuf centimes'],
    [150, 'un euro et cinquante centimes'],
    [2050, 'vingt euros et cinquante centimes'],
    [8000, 'quatre-vingts euros'],
    [20_000, 'deux cents euros'],
    [100_000, 'mille euros'],
    [100_000_000, "un million d'euros"],
    [
      123_456_789,
      'un million deux cent trente-quatre mille cinq cent soixante-sept euros et quatre-vingt-neuf centimes',
    ],
  ])('%i cents → %s', (cents, words) => {
    expect(amountInWords(cents)).toBe(words);
  });

  it('refuses negative or fractional cents', () => {
    expect(() => amountInWords(-100)).toThrow(RangeError);
    expect(() => amountInWords(10.5)).toThrow(RangeError);
  });
});
