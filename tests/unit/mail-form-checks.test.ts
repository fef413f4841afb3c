import { describe, expect, it } from 'vitest';
import { contactFormErrors, schoolFormErrors, withScheme } from '#islands/forms/checks.ts';

describe('the school form checks', () => {
  it('asks for every field, a web address and a valid email', () => {
    expect(schoolFormErrors({ name: ' ', country: '', website: '', email: '' })).toEqual({
      name: "Enter the school's name.",
      country: 'Enter the country the school is in.',
      website: "Enter the school's website.",
      email: 'Enter your email address.',
    });
    expect(schoolFormErrors({ name: 'A', country: 'B', website: 'javascript:alert(1)', email: 'a@b' })).toEqual({
      website: 'Please enter a valid URL, such as https://www.example.edu',
      email: 'Please enter a valid email address.',
    });
    expect(schoolFormErrors({ name: 'A', country: 'B', website: 'https://a.example', email: 'a@b.example' })).toEqual({});
  });

  it('reads a bare domain as https', () => {
    expect(withScheme('www.uni.example')).toBe('https://www.uni.example');
    expect(withScheme(' uni.example/about ')).toBe('https://uni.example/about');
    expect(withScheme('http://uni.example')).toBe('http://uni.example');
    expect(withScheme('ftp://uni.example')).toBe('ftp://uni.example');
    expect(withScheme('not a website')).toBe('not a website');
  });
});

describe('the contact form checks', () => {
  it('asks for every field, a valid email and a subject', () => {
    expect(contactFormErrors({ name: '', email: 'x', subject: '', message: ' ' })).toEqual({
      name: 'Enter your name.',
      email: 'Please enter a valid email address.',
      subject: 'Choose a subject.',
      message: 'Enter your message.',
    });
    expect(contactFormErrors({ name: 'Ada', email: 'ada@example.com', subject: 'copyright', message: 'Hi' })).toEqual({});
  });
});
