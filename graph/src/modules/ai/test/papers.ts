import { demoDrafts } from '../../../../test/factories.js';
import type { ArticleDraft } from '../../ingestion/article-draft.types.js';
import type { PaperText } from '../ai-provider.types.js';
import { toPaperText } from '../ai-paper.service.js';

/** A source record as the AI features read it, without a database. */
export function paperOf(draft: ArticleDraft, id = 1): PaperText {
  return toPaperText({ id, ...draft }, 'General Medicine', 'http://localhost:4000');
}

/** Every demo record with an abstract, as paper text. */
export async function demoPapers(): Promise<{ draft: ArticleDraft; paper: PaperText }[]> {
  return (await demoDrafts())
    .filter((draft) => draft.abstract.trim() !== '')
    .map((draft, index) => ({ draft, paper: paperOf(draft, index + 1) }));
}
