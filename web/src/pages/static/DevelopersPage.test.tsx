import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DevelopersPage, referenceExamples } from './DevelopersPage';

describe('DevelopersPage', () => {
  it('shows the reference’s curl, JavaScript and Python examples, and where keys are made', () => {
    renderWithProviders(<DevelopersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Developers' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'curl example' }).textContent).toContain('curl --silent');
    expect(screen.getByRole('region', { name: 'JavaScript example' }).textContent).toContain('addBookmark');
    expect(screen.getByRole('region', { name: 'Python example' }).textContent).toContain('urllib.request');
    expect(screen.getByRole('link', { name: "profile's Account tab" }).getAttribute('href')).toBe('/profile?tab=account');
    expect(screen.getByRole('link', { name: '/schema.graphql' }).getAttribute('href')).toBe('/schema.graphql');
  });

  it('reads only the examples of the Examples section, each with its sentence', () => {
    const markdown = 'Intro:\n\n```sh example\necho no\n```\n\n## Examples\n\nRead it:\n\n```js example\nconsole.log(1);\n```\n';
    expect(referenceExamples(markdown)).toEqual([{ intro: 'Read it.', language: 'JavaScript', code: 'console.log(1);' }]);
  });
});
