import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import { useToast } from '../../../components/toast';
import { getErrorMessage } from '../../../lib/errors';
import { toArticleFilter, type FeedFilters } from '../../feed/utils/feedFilters';
import { canSaveFilters, suggestName } from '../utils/savedSearchFilters';

interface SaveSearchButtonProps {
  filters: FeedFilters;
  save(name: string, filter: ReturnType<typeof toArticleFilter>): Promise<unknown>;
  saving: boolean;
}

/**
 * 'Save this search' (docs/product/following.md#saved-searches): names the feed's current filter and saves it; the
 * server's refusal (the plan's limit, a name in use) shows in the dialog, and nothing is lost on failure.
 */
export function SaveSearchButton({ filters, save, saving }: SaveSearchButtonProps) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const { toast } = useToast();
  if (!canSaveFilters(filters)) return null;

  const start = () => {
    setName(suggestName(filters));
    setError(null);
    setOpen(true);
  };
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('Give the search a name.');
      return;
    }
    try {
      await save(name, toArticleFilter(filters, false));
      setOpen(false);
      toast({ title: 'Search saved', description: `“${name.trim()}” shows its new papers above the feed.` });
    } catch (failure) {
      setError(getErrorMessage(failure, 'The search could not be saved. Please try again.'));
    }
  };

  return (
    <>
      <Button $size="sm" onClick={start}>
        Save this search
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy={titleId}>
        <form onSubmit={handleSubmit} noValidate>
          <StyledTitle id={titleId}>Save this search</StyledTitle>
          <StyledNote>New papers that match will be counted for you. The date range is not saved.</StyledNote>
          <TextField
            label="Name"
            value={name}
            maxLength={80}
            onChange={(event) => setName(event.target.value)}
            error={error ?? undefined}
          />
          <StyledActions>
            <Button type="button" $variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" $variant="primary" disabled={saving}>
              {saving ? 'Saving…' : 'Save'}
            </Button>
          </StyledActions>
        </form>
      </Modal>
    </>
  );
}

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledNote = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0 ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;
