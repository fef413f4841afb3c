import { describe, expect, it } from 'vitest';
import { passwordUpdateError, resetPasswordError, safeNextPath, signupError, usernameError } from '#shared/accounts/account-forms.ts';
import { PASSWORD_COMPLEXITY_MESSAGE } from '#shared/accounts/password.ts';

const good = { username: 'ada', email: 'ada@example.com', password: 'Campus-life-2025', retype: 'Campus-life-2025' };

describe('sign-up checks, in the documented order', () => {
  it('asks for every field first', () => {
    expect(signupError({ ...good, username: '  ' })).toBe('All fields are required.');
    expect(signupError({ ...good, retype: '' })).toBe('All fields are required.');
    // Even with a bad email and a weak password, the missing field is named first.
    expect(signupError({ username: '', email: 'x', password: 'a', retype: 'b' })).toBe('All fields are required.');
  });
  it('then the email, then the complexity, then the retype', () => {
    expect(signupError({ ...good, email: 'ada@', password: 'weak', retype: 'other' })).toBe('Please enter a valid email address.');
    expect(signupError({ ...good, password: 'weak', retype: 'other' })).toBe(PASSWORD_COMPLEXITY_MESSAGE);
    expect(signupError({ ...good, retype: 'Campus-life-2026' })).toBe('Passwords are not the same');
    expect(signupError(good)).toBeNull();
  });
});

describe('reset checks', () => {
  it('fields, complexity, then match', () => {
    expect(resetPasswordError({ newPassword: '', confirmPassword: 'x' })).toBe('Please fill in all fields');
    expect(resetPasswordError({ newPassword: 'weak', confirmPassword: 'other' })).toBe(PASSWORD_COMPLEXITY_MESSAGE);
    expect(resetPasswordError({ newPassword: 'Strong-pass-1', confirmPassword: 'Strong-pass-2' })).toBe('Passwords do not match');
    expect(resetPasswordError({ newPassword: 'Strong-pass-1', confirmPassword: 'Strong-pass-1' })).toBeNull();
  });
});

describe('profile checks', () => {
  it('password: fields, match, then complexity', () => {
    expect(passwordUpdateError({ newPassword: 'x', retypeNewPassword: '' })).toBe('Both password fields are required');
    expect(passwordUpdateError({ newPassword: 'weak', retypeNewPassword: 'other' })).toBe('Passwords do not match');
    expect(passwordUpdateError({ newPassword: 'weak', retypeNewPassword: 'weak' })).toBe(PASSWORD_COMPLEXITY_MESSAGE);
    expect(passwordUpdateError({ newPassword: 'Strong-pass-1', retypeNewPassword: 'Strong-pass-1' })).toBeNull();
  });
  it('username must not be blank after trimming', () => {
    expect(usernameError('   ')).toBe('Username cannot be empty');
    expect(usernameError(' ada ')).toBeNull();
  });
});

describe('the ?next= target after login', () => {
  it('stays on this site', () => {
    expect(safeNextPath('/profile')).toBe('/profile');
    expect(safeNextPath('https://evil.example/')).toBe('/');
    expect(safeNextPath('//evil.example/')).toBe('/');
    expect(safeNextPath('/\\evil.example')).toBe('/');
    expect(safeNextPath(null)).toBe('/');
  });

  it.each([
    '//x.example',
    '/\\x.example',
    '/\t/x.example',
    '/\n/x.example',
    '\t//x.example',
    '/\r\n/x.example',
    'javascript:alert(1)',
    '/javascript:alert(1)//x',
    'https://x.example/',
    'HTTP://x.example',
    '///x.example',
    '',
  ])('never leads away: %j', (attack) => {
    const target = new URL(safeNextPath(attack), 'https://unireviews.test');
    expect(target.origin).toBe('https://unireviews.test');
  });

  it('keeps a path of this site with its query', () => {
    expect(safeNextPath('/university/5?page=2')).toBe('/university/5?page=2');
    expect(safeNextPath('/%09/x.example')).toBe('/%09/x.example');
  });
});
