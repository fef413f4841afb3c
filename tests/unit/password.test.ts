import { describe, expect, it } from 'vitest';
import {
  PASSWORD_COMPLEXITY_MESSAGE,
  isPasswordStrongEnough,
  passwordStrength,
  strengthColour,
  strengthWidthPercent,
} from '#shared/accounts/password.ts';
import { isValidEmail } from '#shared/accounts/email.ts';

describe('passwordStrength', () => {
  it.each([
    ['', 0],
    ['abc', 1],
    ['abcdefgh', 2], // length, lower
    ['ABCdef', 2],
    ['abcdefg1', 3], // length, lower, digit
    ['Abcdefg1', 4],
    ['Abcdefg1!', 5],
    ['A1!', 3],
  ])('%j meets %i criteria', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });

  it('counts only the listed special characters', () => {
    for (const char of '!@#$%^&*(),.?":{}|<>') expect(passwordStrength(char), char).toBe(1);
    for (const char of "-_+=~`[]\\/;' ") expect(passwordStrength(char), char).toBe(0);
  });

  it('counts only ASCII letters and digits', () => {
    expect(passwordStrength('ÉÀÜ')).toBe(0);
    expect(passwordStrength('éàü')).toBe(0);
    expect(passwordStrength('٣')).toBe(0);
  });
});

describe('isPasswordStrongEnough', () => {
  it('needs 3 of 5 and at most 256 characters', () => {
    expect(isPasswordStrongEnough('abcdefgh')).toBe(false);
    expect(isPasswordStrongEnough('abcdefg1')).toBe(true);
    expect(isPasswordStrongEnough(`Aa1${'a'.repeat(253)}`)).toBe(true);
    expect(isPasswordStrongEnough(`Aa1${'a'.repeat(254)}`)).toBe(false);
  });

  it('has the exact complexity message', () => {
    expect(PASSWORD_COMPLEXITY_MESSAGE).toBe(
      'Password must meet at least 3 complexity requirements: At least 8 characters, 1 uppercase letter, 1 lowercase letter, 1 number, 1 special character',
    );
  });
});

describe('strength bar', () => {
  it.each([
    [0, 'red', 0],
    [1, 'red', 20],
    [2, 'yellow', 40],
    [3, 'yellow', 60],
    [4, 'green', 80],
    [5, 'green', 100],
  ])('strength %i is %s at %i%%', (strength, colour, width) => {
    expect(strengthColour(strength)).toBe(colour);
    expect(strengthWidthPercent(strength)).toBe(width);
  });
});

describe('isValidEmail', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.org', "o'neil@example.ie"])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['', 'a@b', 'a@b.c', 'a b@example.com', '@example.com', 'a@.com', 'a@-x.com', 'a@x..com', 'a@x.c1', `${'a'.repeat(250)}@x.co`])(
    'refuses %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
});
