import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { SearchIcon } from '../../../components/icons';
import { track } from '../../../lib/analytics';
import { navigate, useLocation } from '../../../lib/router';
import { feedParamsToSearch, parseFeedParams } from '../../feed/utils/feedParams';

const SEARCH_TRACK_DELAY_MS = 800;

function isMacLike(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

/**
 * The header search. On the feed every change updates the search (and so the list) at once; elsewhere Enter goes to
 * `/?search=…`. Ctrl/Cmd+K focuses it; Escape clears it and keeps it focused.
 */
export function SearchBox() {
  const { pathname, search } = useLocation();
  const onFeed = pathname === '/';
  const feedParams = useMemo(() => parseFeedParams(onFeed ? search : ''), [onFeed, search]);
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const trackTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const value = onFeed ? feedParams.filters.search : draft;
  const hint = isMacLike() ? '⌘K' : 'Ctrl K';

  useEffect(() => {
    const handleKeyDown = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        inputRef.current?.focus();
        inputRef.current?.select();
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      if (trackTimer.current) clearTimeout(trackTimer.current);
    };
  }, []);

  const setSearch = (text: string) => {
    if (!onFeed) {
      setDraft(text);
      return;
    }
    navigate(`/${feedParamsToSearch({ ...feedParams, filters: { ...feedParams.filters, search: text } })}`, {
      replace: true,
      keepScroll: true,
    });
    if (trackTimer.current) clearTimeout(trackTimer.current);
    if (text.trim()) trackTimer.current = setTimeout(() => track('search', { query: text.trim() }), SEARCH_TRACK_DELAY_MS);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (onFeed) return;
    const text = draft.trim();
    track('search', { query: text });
    setDraft('');
    navigate(text ? `/?search=${encodeURIComponent(text)}` : '/');
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return;
    // The field keeps the focus, so the reader can type the next search at once.
    event.preventDefault();
    setSearch('');
  };

  return (
    <StyledForm role="search" onSubmit={handleSubmit}>
      <StyledIcon>
        <SearchIcon size={16} />
      </StyledIcon>
      <StyledInput
        ref={inputRef}
        type="search"
        value={value}
        placeholder="Search articles..."
        aria-label="Search articles"
        aria-keyshortcuts="Control+K Meta+K"
        enterKeyHint="search"
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={handleKeyDown}
      />
      <StyledHint aria-hidden="true">{hint}</StyledHint>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  position: relative;
  flex: 1;
  max-width: 520px;
  min-width: 0;
`;

const StyledIcon = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: 50%;
  transform: translateY(-50%);
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;

const StyledInput = styled.input`
  width: 100%;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space.xxxl} 0 36px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus {
    background: ${({ theme }) => theme.colors.surface};
  }
  &::-webkit-search-cancel-button {
    display: none;
  }
`;

const StyledHint = styled.kbd`
  position: absolute;
  right: ${({ theme }) => theme.space.sm};
  top: 50%;
  transform: translateY(-50%);
  padding: 1px ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  pointer-events: none;
  @media (max-width: 480px) {
    display: none;
  }
`;
