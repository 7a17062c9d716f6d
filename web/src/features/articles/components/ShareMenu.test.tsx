import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeFragmentData } from '../../../gql';
import { renderWithProviders } from '../../../test/render';
import { ShareMenu, ShareMenu_article } from './ShareMenu';

const article = makeFragmentData(
  {
    __typename: 'Article' as const,
    id: 'QXJ0aWNsZTo4',
    databaseId: 8,
    title: 'Original',
    simplifiedTitle: 'Simple',
    aiSummary: 'Summary.',
  },
  ShareMenu_article,
);

describe('ShareMenu', () => {
  it("copies {origin}/article/{id} with 'Link copied!'", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderWithProviders(<ShareMenu article={article} />);
    await user.click(screen.getByRole('button', { name: 'Share “Simple”' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Copy link',
      'Share on X',
      'Share on LinkedIn',
      'Share by email',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/article/8`);
    expect(await screen.findByText('Link copied!')).toBeTruthy();
  });

  it("says 'Failed to copy link' when the clipboard refuses", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderWithProviders(<ShareMenu article={article} />);
    await user.click(screen.getByRole('button', { name: 'Share “Simple”' }));
    await user.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    expect(await screen.findByText('Failed to copy link')).toBeTruthy();
    expect(screen.getByText('Please copy the URL manually')).toBeTruthy();
  });

  it("offers the device's share sheet where the browser has one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderWithProviders(<ShareMenu article={article} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share “Simple”' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'More options...' }));
    expect(share).toHaveBeenCalledWith({ title: 'Simple', text: 'Summary.', url: `${window.location.origin}/article/8` });
    Reflect.deleteProperty(navigator, 'share');
  });
});
