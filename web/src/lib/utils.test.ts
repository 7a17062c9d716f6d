import { describe, expect, it } from 'vitest';
import { articleShareUrl, shareLinks } from '../features/articles/utils/shareLinks';
import { hasErrors, validateLogin, validateRegister } from '../features/auth/utils/authValidation';
import { matchPath } from './router/matchPath';

describe('matchPath', () => {
  it('matches numeric article ids only and ignores a trailing slash', () => {
    expect(matchPath('/article/:id(\\d+)', '/article/42')).toEqual({ id: '42' });
    expect(matchPath('/article/:id(\\d+)', '/article/42/')).toEqual({ id: '42' });
    expect(matchPath('/article/:id(\\d+)', '/article/abc')).toBeNull();
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/profile', '/profiles')).toBeNull();
  });
});

describe('share links', () => {
  it('link to {origin}/article/{id} and cut the emailed summary to 100 characters', () => {
    const links = shareLinks('https://paperlight.test', { databaseId: 7, title: 'A & B', summary: 'x'.repeat(150) });
    expect(links.url).toBe(articleShareUrl('https://paperlight.test', 7));
    expect(links.url).toBe('https://paperlight.test/article/7');
    expect(links.microblog).toContain(encodeURIComponent('https://paperlight.test/article/7'));
    expect(links.socialNetwork).toContain('url=https%3A%2F%2Fpaperlight.test%2Farticle%2F7');
    const body = decodeURIComponent(links.email.split('body=')[1]);
    expect(body.split('\n\n')[0]).toHaveLength(100);
    expect(body.endsWith('https://paperlight.test/article/7')).toBe(true);
    expect(links.email.startsWith('mailto:?subject=A%20%26%20B')).toBe(true);
  });
});

describe('auth validation', () => {
  it('requires both login fields', () => {
    expect(validateLogin({ username: ' ', password: '' })).toEqual({
      username: 'Username or email is required',
      password: 'Password is required',
    });
    expect(hasErrors(validateLogin({ username: 'ann', password: 'x' }))).toBe(false);
  });

  it('checks username length, email and password length on register', () => {
    expect(validateRegister({ username: 'ab', email: 'nope', password: '1234567' })).toEqual({
      username: 'Username must be at least 3 characters',
      email: 'Invalid email address',
      password: 'Password must be at least 8 characters',
    });
    expect(hasErrors(validateRegister({ username: 'abc', email: 'a@b.co', password: '12345678' }))).toBe(false);
  });
});
