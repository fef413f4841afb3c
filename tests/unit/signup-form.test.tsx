// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import SignUpForm from '#islands/account/SignUpForm.tsx';

afterEach(cleanup);

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
}

describe('the sign-up form', () => {
  it('shows the documented messages in order, dismissibly, without calling the server', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    render(<SignUpForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByRole('alert').textContent).toContain('All fields are required.');

    fill('Username', 'ada');
    fill('Email', 'ada@nowhere');
    fill('Password', 'abc');
    fill('Retype Password', 'abd');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByRole('alert').textContent).toContain('Please enter a valid email address.');

    fill('Email', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByRole('alert').textContent).toContain('Password must meet at least 3 complexity requirements');

    fill('Password', 'Campus-life-2025');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByRole('alert').textContent).toContain('Passwords are not the same');

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the strength bar colour and the live match indicator', () => {
    render(<SignUpForm />);
    fill('Password', 'abc');
    expect(screen.getByTestId('strength-bar').dataset.colour).toBe('red');
    fill('Password', 'abcdefgh1');
    expect(screen.getByTestId('strength-bar').dataset.colour).toBe('yellow');
    fill('Password', 'Abcdefgh1!');
    expect(screen.getByTestId('strength-bar').dataset.colour).toBe('green');
    expect(screen.getByTestId('strength-bar').querySelector('[style]')?.getAttribute('style')).toContain('width: 100%');
    fill('Retype Password', 'Abcdefgh1');
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    fill('Retype Password', 'Abcdefgh1!');
    expect(screen.getByText('Passwords match')).toBeTruthy();
  });
});
